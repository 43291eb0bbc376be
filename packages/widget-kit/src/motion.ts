/** The template's animation speeds, in milliseconds. */
export const animationSpeeds = { slow: 600, fast: 200, default: 400 } as const

export type AnimationSpeed = keyof typeof animationSpeeds

/** What a widget asks about the visitor's motion preference; tests pass a stand-in. */
export interface MotionPreference {
  reduced(): boolean
  subscribe(listener: () => void): () => void
}

export function browserMotionPreference(view: Window = window): MotionPreference {
  const query = view.matchMedia?.('(prefers-reduced-motion: reduce)')
  return {
    reduced: () => query?.matches === true,
    subscribe: (listener) => {
      query?.addEventListener('change', listener)
      return () => query?.removeEventListener('change', listener)
    },
  }
}

/** A duration that drops to 0 when the visitor asked for less motion. */
export function duration(ms: number, motion: MotionPreference): number {
  return motion.reduced() ? 0 : ms
}

import type { MotionPreference, Timers } from '@jc/widget-kit'

/** A clock for tests that moves only when the test advances it. */
export interface ManualTimers extends Timers {
  /** Moves the clock on, running every callback that falls due, in order. */
  advance(ms: number): void
  /** How many callbacks are waiting. */
  pending(): number
}

export function manualTimers(): ManualTimers {
  const scheduled = new Map<number, { at: number; callback: () => void }>()
  let now = 0
  let next = 1
  return {
    setTimeout(callback, ms) {
      scheduled.set(next, { at: now + ms, callback })
      return next++
    },
    clearTimeout: (handle) => void scheduled.delete(handle),
    now: () => now,
    advance(ms) {
      const until = now + ms
      for (;;) {
        const due = [...scheduled].filter(([, entry]) => entry.at <= until)
        const first = due.sort(([, a], [, b]) => a.at - b.at)[0]
        if (!first) break
        const [handle, entry] = first
        scheduled.delete(handle)
        now = entry.at
        entry.callback()
      }
      now = until
    },
    pending: () => scheduled.size,
  }
}

/** A visitor's motion preference, fixed for the test. */
export const fixedMotion = (reduced: boolean): MotionPreference => ({
  reduced: () => reduced,
  subscribe: () => () => {},
})

/** A visitor's motion preference that the test changes while the page is open. */
export function switchableMotion(reduced: boolean): MotionPreference & {
  set(next: boolean): void
} {
  let current = reduced
  const listeners = new Set<() => void>()
  return {
    reduced: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      current = next
      for (const listener of listeners) listener()
    },
  }
}

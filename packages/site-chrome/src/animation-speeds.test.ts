import type { MotionPreference } from '@jc/widget-kit'
import { afterEach, describe, expect, it } from 'vitest'
import { publishAnimationSpeeds } from './animation-speeds.ts'

function switchableMotion(reduced: boolean) {
  const listeners = new Set<() => void>()
  const motion: MotionPreference & { set(value: boolean): void } = {
    reduced: () => reduced,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(value) {
      reduced = value
      for (const listener of listeners) listener()
    },
  }
  return motion
}
const speed = (name: string) =>
  document.documentElement.style.getPropertyValue(`--site-chrome-speed-${name}`)

let stop = () => {}
afterEach(() => stop())

describe('publishAnimationSpeeds', () => {
  it('gives stylesheets the template’s slow, default and fast speeds', () => {
    stop = publishAnimationSpeeds(document, switchableMotion(false))
    expect([speed('slow'), speed('default'), speed('fast')]).toEqual(['600ms', '400ms', '200ms'])
  })

  it('turns motion off while the visitor prefers reduced motion, and back on', () => {
    const motion = switchableMotion(true)
    stop = publishAnimationSpeeds(document, motion)
    expect(speed('slow')).toBe('0ms')
    motion.set(false)
    expect(speed('slow')).toBe('600ms')
  })

  it('takes the properties away when stopped', () => {
    publishAnimationSpeeds(document, switchableMotion(false))()
    expect(speed('fast')).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import type { ElementWidth } from './element-width.ts'
import { followWidth, type SizedSlider } from './keen-width.ts'

type Hook = Parameters<SizedSlider['on']>[0]

function setup() {
  const hooks = new Map<Hook, () => void>()
  const container = document.createElement('div')
  let updates = 0
  const slider = {
    on: (name: Hook, callback: () => void) => hooks.set(name, callback),
    container,
    update: () => updates++,
  } satisfies SizedSlider
  const watched = new Map<Element, () => void>()
  const width: ElementWidth = {
    observe: (element, listener) => {
      watched.set(element, listener)
      return () => watched.delete(element)
    },
  }
  followWidth(width)(slider)
  return {
    fire: (name: Hook) => hooks.get(name)?.(),
    resize: () => watched.get(container)?.(),
    watched,
    updates: () => updates,
  }
}

describe('followWidth', () => {
  it('measures the strip again at each new width once the slider is up', () => {
    const { fire, resize, updates } = setup()
    resize()
    expect(updates()).toBe(0)
    fire('created')
    resize()
    resize()
    expect(updates()).toBe(2)
  })

  it('stops watching once the slider is destroyed', () => {
    const { fire, resize, watched, updates } = setup()
    fire('created')
    fire('destroyed')
    resize()
    expect(watched.size).toBe(0)
    expect(updates()).toBe(0)
  })
})

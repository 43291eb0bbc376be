import { describe, expect, it } from 'vitest'
import { pressEnded } from './press-ended.ts'

/** An element whose `:active` state the test sets, as a browser's pointer would. */
function pressable(): { element: Element; press(held: boolean): void } {
  const element = document.createElement('div')
  const matches = element.matches.bind(element)
  let held = false
  element.matches = (selectors: string) => (selectors === ':active' ? held : matches(selectors))
  return { element, press: (value) => (held = value) }
}

/** A window whose frames come when the test says. */
function framedView(): { view: Window; nextFrame(): void } {
  let callbacks: FrameRequestCallback[] = []
  const view = {
    requestAnimationFrame(callback: FrameRequestCallback) {
      callbacks.push(callback)
      return callbacks.length
    },
  } as unknown as Window
  return {
    view,
    nextFrame() {
      const due = callbacks
      callbacks = []
      for (const callback of due) callback(0)
    },
  }
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await Promise.resolve()
  return settled
}

describe('the end of a press', () => {
  it('comes at once where no pointer is held down on the element', async () => {
    const { view } = framedView()
    expect(await settledYet(pressEnded(view, pressable().element))).toBe(true)
  })

  it('waits while the element stays active, and comes in the first frame after', async () => {
    const { view, nextFrame } = framedView()
    const { element, press } = pressable()
    press(true)
    const ended = pressEnded(view, element)
    nextFrame()
    nextFrame()
    expect(await settledYet(ended)).toBe(false)
    // The release and its click, in one task, or a tap Chromium still shows
    // as active after both (no release is left to wait for): a frame on, it ends.
    press(false)
    expect(await settledYet(ended)).toBe(false)
    nextFrame()
    expect(await settledYet(ended)).toBe(true)
  })
})

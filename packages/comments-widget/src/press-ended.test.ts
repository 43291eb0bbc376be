import { describe, expect, it } from 'vitest'
import { pressEnded } from './press-ended.ts'

/** An element the pointer is held down on, as `:active` says in a browser. */
function pressedElement(): Element {
  const element = document.createElement('div')
  const matches = element.matches.bind(element)
  element.matches = (selectors: string) => selectors === ':active' || matches(selectors)
  return element
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
  it('does not come when an element of the page loses the focus while the pointer is still down', async () => {
    const ended = pressEnded(window, pressedElement())
    const field = document.body.appendChild(document.createElement('input'))
    field.dispatchEvent(new FocusEvent('blur'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await settledYet(ended)).toBe(false)
    field.remove()
    window.dispatchEvent(new Event('pointerup'))
    await ended
  })

  it('comes at once where no pointer is held down on the element', async () => {
    expect(await settledYet(pressEnded(window, document.createElement('div')))).toBe(true)
  })

  it.each(['pointerup', 'pointercancel', 'blur'])(
    'comes after %s, once the click that follows the release has had its turn',
    async (type) => {
      const ended = pressEnded(window, pressedElement())
      expect(await settledYet(ended)).toBe(false)
      window.dispatchEvent(new Event(type))
      // Not in the release's own task, where the browser dispatches the click.
      expect(await settledYet(ended)).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(await settledYet(ended)).toBe(true)
    },
  )
})

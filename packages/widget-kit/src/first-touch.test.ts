// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { firstTouch, noteEarlyTouch } from './first-touch.ts'

function block() {
  document.body.innerHTML = '<p id="outside">Article</p><div id="jc"><a href="#">Reply</a></div>'
  return {
    jc: document.getElementById('jc') as HTMLElement,
    link: document.querySelector('#jc a') as HTMLElement,
    outside: document.getElementById('outside') as HTMLElement,
  }
}

/** Whether the promise has settled after the tasks queued so far. */
async function settledNow(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('firstTouch', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
  })

  it('waits for a touch inside the element, not elsewhere on the page', async () => {
    const { jc, link, outside } = block()
    const touched = firstTouch(window, jc)
    outside.dispatchEvent(new Event('pointerover', { bubbles: true }))
    outside.click()
    expect(await settledNow(touched)).toBe(false)
    link.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(await settledNow(touched)).toBe(true)
  })

  it.each(['pointerdown', 'keydown', 'focusin'])('counts a %s', async (type) => {
    const { jc, link } = block()
    const touched = firstTouch(window, jc)
    link.dispatchEvent(new Event(type, { bubbles: true }))
    expect(await settledNow(touched)).toBe(true)
  })

  it('leaves out a finger on the thread, which may only scroll it, and counts its tap', async () => {
    const { jc, link } = block()
    const touched = firstTouch(window, jc)
    for (const type of ['pointerover', 'pointerdown']) {
      link.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch' }))
    }
    expect(await settledNow(touched)).toBe(false)
    link.dispatchEvent(new PointerEvent('click', { bubbles: true, pointerType: 'touch' }))
    expect(await settledNow(touched)).toBe(true)
  })

  it('stops listening, unsettled, once its signal aborts', async () => {
    const { jc, link } = block()
    const gone = new AbortController()
    const touched = firstTouch(window, jc, gone.signal)
    gone.abort()
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(await settledNow(touched)).toBe(false)
  })

  it('settles at once where the loader saw a touch before the widget was up', async () => {
    const page = document.implementation.createHTMLDocument('')
    page.body.innerHTML = '<div id="jc"></div>'
    const jc = page.getElementById('jc') as HTMLElement
    expect(await settledNow(firstTouch(window, jc))).toBe(false)
    noteEarlyTouch(page, new PointerEvent('pointerdown', { pointerType: 'touch' }))
    expect(await settledNow(firstTouch(window, jc))).toBe(false)
    noteEarlyTouch(page, new PointerEvent('pointerdown', { pointerType: 'mouse' }))
    expect(await settledNow(firstTouch(window, jc))).toBe(true)
  })

  it('counts a lone click that the loader stops at the document, as a screen reader sends it', async () => {
    const { jc, link } = block()
    const hold = (event: Event) => {
      event.preventDefault()
      event.stopPropagation()
    }
    document.addEventListener('click', hold, true)
    stops.push(() => document.removeEventListener('click', hold, true))
    const touched = firstTouch(window, jc)
    link.click()
    expect(await settledNow(touched)).toBe(true)
  })
})

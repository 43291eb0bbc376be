import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualTimers } from '../testing/manual-timers.ts'
import { doubleClickGap } from './lightbox-gestures.ts'
import type { LightboxItem } from './lightbox-item.ts'
import { createLightboxStore } from './lightbox-store.ts'
import { LightboxView, type LightboxViewProps } from './lightbox-view.tsx'

const items: LightboxItem[] = ['buoy', 'shutter', 'dune'].map((name) => ({
  original: `/g/${name}.svg`,
  large: `/g/${name}-large.svg`,
  caption: `The ${name}`,
  alt: `A ${name}`,
}))

function setup(
  { language = 'en', direction = 'ltr' } = {} as {
    language?: 'en' | 'fa'
    direction?: 'ltr' | 'rtl'
  },
) {
  const store = createLightboxStore()
  const timers = manualTimers()
  const preloaded: string[] = []
  const preloadsMissing = new Map<string, () => void>()
  // The session history as the viewer sees it: its entries, and Back.
  const entries: { onBack: () => void; left: boolean }[] = []
  const environment: LightboxViewProps['environment'] = {
    timers,
    preloader: {
      // As the browser's: an address asked for again is not fetched again.
      preload(url, missing) {
        if (preloadsMissing.has(url)) return
        preloaded.push(url)
        preloadsMissing.set(url, missing)
      },
    },
    history: {
      enter(onBack) {
        const entry = { onBack, left: false }
        entries.push(entry)
        return () => {
          entry.left = true
        }
      },
    },
  }
  const onClosed = vi.fn()
  render(
    <LightboxView
      store={store}
      language={language}
      direction={direction}
      environment={environment}
      onClosed={onClosed}
    />,
  )
  const open = (index = 0) => act(() => store.dispatch({ type: 'open', items, index }))
  return {
    store,
    open,
    onClosed,
    preloaded,
    /** The preload of `url` found no file (a 404). */
    preloadFails: (url: string) => act(() => preloadsMissing.get(url)?.()),
    entries,
    tick: (ms: number) => timers.advance(ms),
    user: userEvent.setup(),
  }
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement
const image = () => dialog().querySelector('img') as HTMLImageElement
const position = () => dialog().querySelector('.site-lightbox-position')?.textContent

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})

describe('LightboxView', () => {
  it('stays closed until a set opens, then shows the large copy as a modal dialog', () => {
    const { open } = setup()
    expect(dialog().open).toBe(false)
    open(1)
    expect(dialog().open).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toBe(dialog())
    expect(image().getAttribute('src')).toBe('/g/shutter-large.svg')
    expect(image().alt).toBe('A shutter')
    expect(dialog().querySelector('figcaption')?.textContent).toBe('The shutter2 of 3')
  })

  it('disables the previous arrow at the first image and the next at the last', async () => {
    const { open, user } = setup()
    open(0)
    const previous = screen.getByRole('button', { name: 'Previous image' })
    const next = screen.getByRole('button', { name: 'Next image' })
    expect(previous.getAttribute('aria-disabled')).toBe('true')
    await user.click(previous)
    expect(position()).toBe('1 of 3')
    await user.click(next)
    await user.click(next)
    expect(position()).toBe('3 of 3')
    expect(next.getAttribute('aria-disabled')).toBe('true')
    expect(previous.getAttribute('aria-disabled')).toBe('false')
  })

  it('moves to the next image when the image is clicked', async () => {
    const { open, tick, user } = setup()
    open(0)
    tick(doubleClickGap)
    await user.click(image())
    expect(position()).toBe('2 of 3')
  })

  it('takes the second half of the double click that opened it for neither a move nor a close', async () => {
    const { open, tick, user } = setup()
    open(0)
    tick(120)
    await user.click(image())
    fireEvent.click(dialog())
    expect(position()).toBe('1 of 3')
    expect(dialog().open).toBe(true)
  })

  it('moves with the arrow keys, mirrored right to left, and with Home and End', () => {
    const ltr = setup()
    ltr.open(1)
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
    expect(position()).toBe('3 of 3')
    fireEvent.keyDown(dialog(), { key: 'Home' })
    expect(position()).toBe('1 of 3')
    document.body.replaceChildren()

    const rtl = setup({ language: 'fa', direction: 'rtl' })
    rtl.open(0)
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' })
    expect(position()).toBe('۲ از ۳')
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
    expect(position()).toBe('۱ از ۳')
    fireEvent.keyDown(dialog(), { key: 'End' })
    expect(position()).toBe('۳ از ۳')
  })

  it('leaves keys with a modifier to the browser', () => {
    const { open } = setup()
    open(0)
    fireEvent.keyDown(dialog(), { key: 'ArrowRight', ctrlKey: true })
    expect(position()).toBe('1 of 3')
  })

  it('takes one step per wheel gesture', () => {
    const { open, tick } = setup()
    open(0)
    fireEvent.wheel(dialog(), { deltaY: 100 })
    tick(16)
    fireEvent.wheel(dialog(), { deltaY: 100 })
    expect(position()).toBe('2 of 3')
    tick(500)
    fireEvent.wheel(dialog(), { deltaY: -100 })
    expect(position()).toBe('1 of 3')
  })

  it('follows a touch swipe', () => {
    const { open } = setup()
    open(0)
    fireEvent.pointerDown(dialog(), { pointerType: 'touch', clientX: 300, clientY: 200 })
    fireEvent.pointerUp(dialog(), { pointerType: 'touch', clientX: 120, clientY: 210 })
    expect(position()).toBe('2 of 3')
    fireEvent.pointerDown(dialog(), { pointerType: 'mouse', clientX: 300, clientY: 200 })
    fireEvent.pointerUp(dialog(), { pointerType: 'mouse', clientX: 120, clientY: 200 })
    expect(position()).toBe('2 of 3')
  })

  it('falls back to the original, then shows the error message', () => {
    const { open } = setup()
    open(0)
    fireEvent.error(image())
    expect(image().getAttribute('src')).toBe('/g/buoy.svg')
    fireEvent.error(image())
    expect(dialog().querySelector('img')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe(
      'The requested content cannot be loaded. Please try again later.',
    )
  })

  it('says the error in Persian on a Persian page', () => {
    const { open } = setup({ language: 'fa', direction: 'rtl' })
    open(0)
    fireEvent.error(image())
    fireEvent.error(image())
    expect(screen.getByRole('alert').textContent).toBe(
      'محتوای درخواستی بارگذاری نشد. لطفاً بعداً دوباره تلاش کنید.',
    )
  })

  it('preloads the neighbours once the image in view has loaded', () => {
    const { open, preloaded } = setup()
    open(1)
    expect(preloaded).toEqual([])
    fireEvent.load(image())
    expect(preloaded).toEqual(['/g/buoy-large.svg', '/g/dune-large.svg'])
  })

  it('shows a neighbour whose large copy its preload found missing from its original, which it preloads instead', async () => {
    const { open, preloaded, preloadFails, user } = setup()
    open(1)
    fireEvent.load(image())
    preloadFails('/g/dune-large.svg')
    expect(preloaded).toEqual(['/g/buoy-large.svg', '/g/dune-large.svg', '/g/dune.svg'])
    await user.click(screen.getByRole('button', { name: 'Next image' }))
    expect(image().getAttribute('src')).toBe('/g/dune.svg')
  })

  it('asks for a large copy that failed in view no more: neither preloaded nor shown again', async () => {
    const { open, preloaded, user } = setup()
    open(0)
    fireEvent.error(image())
    expect(image().getAttribute('src')).toBe('/g/buoy.svg')
    fireEvent.load(image())
    await user.click(screen.getByRole('button', { name: 'Next image' }))
    fireEvent.load(image())
    expect(preloaded).toEqual(['/g/shutter-large.svg', '/g/buoy.svg', '/g/dune-large.svg'])
    await user.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(image().getAttribute('src')).toBe('/g/buoy.svg')
  })

  it('closes with the close button and reports the image seen last', async () => {
    const { open, onClosed, tick, user } = setup()
    open(0)
    tick(doubleClickGap)
    await user.click(image())
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog().open).toBe(false)
    expect(onClosed).toHaveBeenCalledWith(1)
  })

  it('adds an entry to the session history while open: Back closes it, another close takes the entry away', async () => {
    const { open, entries, onClosed, user } = setup()
    open(0)
    expect(entries).toHaveLength(1)
    act(() => entries[0]?.onBack())
    expect(dialog().open).toBe(false)
    expect(onClosed).toHaveBeenCalledTimes(1)
    open(1)
    expect(entries).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(entries[1]?.left).toBe(true)
  })

  it('closes with a middle click, and on the native close that Escape causes', () => {
    const { open, onClosed } = setup()
    open(2)
    fireEvent(dialog(), new MouseEvent('auxclick', { button: 1, bubbles: true }))
    expect(dialog().open).toBe(false)
    expect(onClosed).toHaveBeenCalledWith(2)

    open(0)
    act(() => dialog().close())
    expect(dialog().querySelector('img')).toBeNull()
    expect(onClosed).toHaveBeenLastCalledWith(0)
  })

  it('closes on Escape and marks the key as handled, for what lies under it', () => {
    const { open, onClosed } = setup()
    open(1)
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    act(() => {
      screen.getByRole('button', { name: 'Close' }).dispatchEvent(key)
    })
    expect(key.defaultPrevented).toBe(true)
    expect(dialog().open).toBe(false)
    expect(onClosed).toHaveBeenCalledWith(1)
  })

  it('keeps Tab among its own controls', async () => {
    const { open, user } = setup()
    open(0)
    const close = screen.getByRole('button', { name: 'Close' })
    const next = screen.getByRole('button', { name: 'Next image' })
    next.focus()
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(next)
  })

  it('keeps Tab among its own controls where the page names an image activeElement', () => {
    const { open } = setup()
    open(0)
    const close = screen.getByRole('button', { name: 'Close' })
    const next = screen.getByRole('button', { name: 'Next image' })
    next.focus()
    const stopShadowing = printNamedImages(document, 'activeElement')
    fireEvent.keyDown(next, { key: 'Tab' })
    stopShadowing()
    expect(document.activeElement).toBe(close)
  })
})

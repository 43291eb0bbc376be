// @vitest-environment jsdom

import type { ElementWidth } from '@jc/widget-kit'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixedMotion, manualTimers, switchableMotion } from '../testing/manual-timers.ts'
import { ContentSlider, type ContentSliderProps } from './content-slider.tsx'

const legacy = `
  <section id="slider-home" class="content-slider bx-wrapper" aria-roledescription="carousel"
    aria-label="Featured stories" data-pause="2500" data-repeat="true">
    <div class="bx-viewport slider-viewport">
      <div class="bxslider slides">
        <div id="s1" class="slide"><h2>Green coast</h2><a href="/1">Read 1</a></div>
        <div id="s2" class="slide"><h2>Damavand</h2><a href="/2">Read 2</a></div>
        <div id="s3" class="slide"><h2>Night market</h2><a href="/3">Read 3</a></div>
      </div>
    </div>
    <div class="bx-pager slider-pager" aria-label="Choose a slide">
      <a class="bx-pager-link" href="#s1"><span>Slide 1: Green coast</span></a>
      <a class="bx-pager-link" href="#s2"><span>Slide 2: Damavand</span></a>
      <a class="bx-pager-link" href="#s3"><span>Slide 3: Night market</span></a>
    </div>
  </section>`

/**
 * The strip's width as keen-slider measures it (jsdom lays nothing out), and
 * the word that it changed, which the browser's ResizeObserver would give.
 */
function stripWidth(initial: number) {
  let current = initial
  const listeners = new Set<() => void>()
  const strip = (element: HTMLElement) => element.classList.contains('keen-slider')
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return DOMRect.fromRect({ width: strip(this) ? current : 0 })
  })
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return strip(this) ? current : 0
  })
  const width: ElementWidth = {
    observe: (_element, listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const resize = (next: number) => {
    current = next
    for (const listener of listeners) listener()
  }
  return { width, resize }
}

/** A strip whose width never changes. */
const fixedWidth: ElementWidth = { observe: () => () => {} }

function setup(
  props: Partial<ContentSliderProps> = {},
  reduced = false,
  markup = legacy,
  width = fixedWidth,
  motion = fixedMotion(reduced),
) {
  const host = document.createElement('div')
  host.innerHTML = markup
  const timers = manualTimers()
  const environment = { timers, motion, width }
  const { rerender } = render(
    <ContentSlider container={host} environment={environment} {...props} />,
  )
  /** Renders the same element again with other attributes. */
  const update = (next: Partial<ContentSliderProps>) =>
    rerender(<ContentSlider container={host} environment={environment} {...next} />)
  return { timers, user: userEvent.setup(), update }
}

const current = () =>
  screen
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide')
    .find((slide) => !slide.hasAttribute('inert'))?.id

/**
 * Where a slide is drawn, from the strip's start: keen-slider sizes the slides,
 * which sit side by side, and shifts each one into place.
 */
function drawnAt(id: string) {
  const slides = [...document.querySelectorAll<HTMLElement>('.keen-slider__slide')]
  const index = slides.findIndex((slide) => slide.id === id)
  const width = (slide: HTMLElement | undefined) => Number.parseFloat(slide?.style.minWidth ?? '')
  const before = slides.slice(0, index).reduce((sum, slide) => sum + width(slide), 0)
  const shift = /translate3d\((-?[\d.]+)px/.exec(slides[index]?.style.transform ?? '')?.[1]
  return { left: Math.round(before + Number(shift)), width: width(slides[index]) }
}

/** keen-slider moves on animation frames: these tests step through them. */
const frames = () => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('ContentSlider', () => {
  it('names a slider without a label by its slides, not by its role again, and asks the author for one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setup({}, false, legacy.replace('aria-label="Featured stories" ', ''))
    const region = document.querySelector('section') as HTMLElement
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(region.getAttribute('aria-label')).toBe('Slides')
    expect(warn).toHaveBeenCalledWith(
      '<content-slider>: the attribute label is missing; it should be what the slides show, e.g. "Featured stories".',
    )
  })

  it('asks for no label where the wrapper names the slider', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setup()
    expect(warn).not.toHaveBeenCalled()
  })

  it('renders the legacy slides as an APG carousel with dots and a rotation button', () => {
    setup()
    const region = screen.getByRole('region', { name: 'Featured stories' })
    expect(region.id).toBe('slider-home')
    expect(region.className).toBe('content-slider bx-wrapper')
    const slides = screen.getAllByRole('group').filter((group) => group.classList.contains('slide'))
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ])
    expect(current()).toBe('s1')
    expect(screen.getByRole('link', { name: 'Read 1' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Read 2' }).closest('[inert]')).not.toBeNull()
    const dots = screen.getAllByRole('button', { name: /^Slide/ })
    expect(dots.map((dot) => dot.textContent)).toEqual([
      'Slide 1: Green coast',
      'Slide 2: Damavand',
      'Slide 3: Night market',
    ])
    expect(dots[0]?.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Stop slide rotation' })).toBeTruthy()
  })

  it('shows each slide sanitized: no scripts, handlers or drawings', () => {
    setup(
      {},
      false,
      `<div class="bxslider">
        <div id="s1" class="slide"><h2>Coast</h2><img src="/c.svg" alt="Coast" onerror="alert(1)"><script>alert(2)</script></div>
        <div id="s2" class="slide"><h2>Peak</h2><svg><text>drawn</text></svg><a href="javascript:alert(3)">Go</a></div>
      </div>`,
    )
    expect(screen.getByAltText('Coast').hasAttribute('onerror')).toBe(false)
    const slides = screen.getByRole('region').querySelector('.bxslider') as HTMLElement
    expect(slides.querySelector('script, svg')).toBeNull()
    expect(slides.textContent).not.toContain('drawn')
    // A link whose address is refused is its text: it would look like a link and do nothing.
    expect(slides.querySelector('#s2 a')).toBeNull()
    expect(slides.querySelector('#s2')?.textContent).toContain('Go')
  })

  it('keeps the slides as the visitor left them when its attributes change', () => {
    const { update } = setup()
    const link = screen.getByRole('link', { name: 'Read 1' })
    act(() => link.focus())
    update({ pause: '4000', label: 'Stories' })
    expect(screen.getByRole('region', { name: 'Stories' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Read 1' })).toBe(link)
    expect(document.activeElement).toBe(link)
  })

  it('advances after each pause', async () => {
    const { timers } = setup()
    act(() => timers.advance(2500))
    await waitFor(() => expect(current()).toBe('s2'))
  })

  it('jumps to a slide from its dot', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Slide 3: Night market' }))
    await waitFor(() => expect(current()).toBe('s3'))
    expect(
      screen.getByRole('button', { name: 'Slide 3: Night market' }).getAttribute('aria-current'),
    ).toBe('true')
  })

  it('stops and starts with the rotation button, and names it for what it does', async () => {
    const { timers, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Stop slide rotation' }))
    act(() => timers.advance(10_000))
    expect(current()).toBe('s1')
    await user.click(screen.getByRole('button', { name: 'Start slide rotation' }))
    // Focus stays on the button, which does not pause: it is how rotation restarts.
    await user.unhover(screen.getByRole('region'))
    act(() => timers.advance(2500))
    await waitFor(() => expect(current()).toBe('s2'))
  })

  it('pauses while hovered', async () => {
    const { timers, user } = setup()
    await user.hover(screen.getByRole('region'))
    act(() => timers.advance(10_000))
    expect(current()).toBe('s1')
    await user.unhover(screen.getByRole('region'))
    act(() => timers.advance(2500))
    await waitFor(() => expect(current()).toBe('s2'))
  })

  it('plays again on a tap of the rotation button: a finger does not hover', async () => {
    const { timers } = setup()
    const tap = (target: HTMLElement) => {
      // A tap's pointer events, then the mouse events the browser adds for old pages.
      fireEvent.pointerOver(target, { pointerType: 'touch' })
      fireEvent.pointerOut(target, { pointerType: 'touch' })
      fireEvent.mouseOver(target)
      fireEvent.click(target)
    }
    tap(screen.getByRole('button', { name: 'Stop slide rotation' }))
    act(() => timers.advance(10_000))
    expect(current()).toBe('s1')
    tap(screen.getByRole('button', { name: 'Start slide rotation' }))
    act(() => timers.advance(2500))
    await waitFor(() => expect(current()).toBe('s2'))
  })

  it('pauses while a pen hovers over it', async () => {
    const { timers } = setup()
    const region = screen.getByRole('region')
    await waitFor(() => expect(timers.pending()).toBe(1))
    fireEvent.pointerOver(region, { pointerType: 'pen' })
    expect(timers.pending()).toBe(0)
    fireEvent.pointerOut(region, { pointerType: 'pen' })
    expect(timers.pending()).toBe(1)
  })

  it('pauses while a slide link has focus', () => {
    const { timers } = setup()
    act(() => screen.getByRole('link', { name: 'Read 1' }).focus())
    act(() => timers.advance(10_000))
    expect(current()).toBe('s1')
  })

  it('does not rotate for a visitor who prefers less motion', () => {
    const { timers } = setup({}, true)
    act(() => timers.advance(10_000))
    expect(current()).toBe('s1')
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy()
  })

  it('stands still for less motion asked for between its first render and its listening', () => {
    // The first reading (the first render) says motion is fine; the preference turns before the
    // slider subscribes, so no change event ever comes.
    let readings = 0
    const turning = { reduced: () => readings++ > 0, subscribe: () => () => {} }
    const { timers } = setup({}, false, legacy, fixedWidth, turning)
    act(() => timers.advance(10_000))
    expect(current()).toBe('s1')
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy()
  })

  it('stops at the last slide with repeat off', async () => {
    const { timers } = setup({ repeat: 'false' })
    for (const id of ['s2', 's3']) {
      // The next pause starts once the slide animation has ended.
      await waitFor(() => expect(timers.pending()).toBe(1))
      act(() => timers.advance(2500))
      await waitFor(() => expect(current()).toBe(id))
    }
    act(() => timers.advance(10_000))
    expect(current()).toBe('s3')
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy()
  })

  it('lands a drag at once for a visitor who prefers less motion', () => {
    frames()
    setup({}, true, legacy, stripWidth(600).width)
    act(() => vi.advanceTimersByTime(16))
    const strip = document.querySelector('.keen-slider') as HTMLElement
    // Two thirds of the way to the second slide, and let go.
    fireEvent.mouseDown(strip, { clientX: 500, clientY: 100 })
    fireEvent.mouseMove(strip, { clientX: 490, clientY: 100 })
    fireEvent.mouseMove(strip, { clientX: 100, clientY: 100 })
    fireEvent.mouseUp(strip, { clientX: 100, clientY: 100 })
    // keen-slider's own snap would still be on its way one frame later.
    act(() => vi.advanceTimersByTime(16))
    expect(drawnAt('s2')).toEqual({ left: 0, width: 600 })
    expect(current()).toBe('s2')
  })

  it('moves at once from the moment the visitor asks for less motion, not only from the page’s load', () => {
    frames()
    const motion = switchableMotion(false)
    setup({}, false, legacy, stripWidth(600).width, motion)
    act(() => vi.advanceTimersByTime(16))
    act(() => motion.set(true))
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Night market' }))
    act(() => vi.advanceTimersByTime(16))
    expect(drawnAt('s3')).toEqual({ left: 0, width: 600 })
  })

  it('sizes its slides and moves by its own width when that width changes', () => {
    frames()
    const strip = stripWidth(600)
    setup({}, false, legacy, strip.width)
    act(() => vi.advanceTimersByTime(16))
    expect(drawnAt('s1')).toEqual({ left: 0, width: 600 })
    // Narrowed without the window resizing (a column the template narrows, a scrollbar).
    act(() => strip.resize(300))
    act(() => vi.advanceTimersByTime(16))
    expect(drawnAt('s1')).toEqual({ left: 0, width: 300 })
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Night market' }))
    act(() => vi.advanceTimersByTime(1000))
    expect(current()).toBe('s3')
    expect(drawnAt('s3')).toEqual({ left: 0, width: 300 })
  })
})

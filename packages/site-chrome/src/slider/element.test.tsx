// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineContentSlider } from './define.ts'
import type { SliderDetail } from './slider-events.ts'

const slides = `
  <section class="content-slider bx-wrapper" aria-label="Stories" data-repeat="true" data-auto="false">
    <div class="bxslider slides">
      <div class="slide"><h2>First</h2></div>
      <div class="slide"><h2>Second</h2></div>
    </div>
  </section>`

async function mount(attributes = '', lang = 'en', markup = slides) {
  await defineContentSlider()
  document.documentElement.lang = lang
  document.body.innerHTML = `<content-slider ${attributes}>${markup}</content-slider>`
  await act(async () => {})
  return document.querySelector('content-slider') as HTMLElement
}

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('<content-slider>', () => {
  it('takes over the legacy markup, naming dots after the slide headings', async () => {
    await mount()
    expect(screen.getByRole('region', { name: 'Stories' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /First|Second/ })).toHaveLength(2)
    // data-auto="false" on the wrapper: the slider stands until played.
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy()
  })

  it('lets its own attributes win over the legacy data', async () => {
    await mount('label="Featured" auto="true"')
    expect(screen.getByRole('region', { name: 'Featured' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Stop slide rotation' })).toBeTruthy()
  })

  it('names a wrong attribute in the console and keeps the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await mount('pause="-1"')
    expect(warn).toHaveBeenCalledWith(
      '<content-slider>: the attribute pause is "-1"; it should be a number of milliseconds, 0 or more.',
    )
  })

  it('repeats a wrong value as written, and keeps rotating by default on an unreadable auto', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await mount(
      'auto="maybe" repeat="nah" hover-pause="2" speed="fast"',
      'en',
      slides.replace(' data-auto="false"', ''),
    )
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '<content-slider>: the attribute speed is "fast"; it should be a number of milliseconds, 0 or more.',
      '<content-slider>: the attribute auto is "maybe"; it should be "true" or "false".',
      '<content-slider>: the attribute repeat is "nah"; it should be "true" or "false".',
      '<content-slider>: the attribute hover-pause is "2"; it should be "true" or "false".',
    ])
    // The documented default, not a silent stop.
    expect(screen.getByRole('button', { name: 'Stop slide rotation' })).toBeTruthy()
  })

  it('names an element that holds no slides, and only that', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const line =
      '<content-slider>: it holds no slides; put them inside it, an element each, or in a .bxslider or .slides list.'
    await mount('', 'en', '')
    await mount('', 'en', '<section aria-label="Stories"><div class="bxslider"></div></section>')
    expect(warn.mock.calls.map(([message]) => message)).toEqual([line, line])
  })

  it('names a language it does not speak', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await mount('lang="de"')
    expect(warn).toHaveBeenCalledWith(
      '<content-slider>: the attribute lang is "de"; it should be "fa" or "en".',
    )
  })

  it('announces each slide that comes into view', async () => {
    const element = await mount()
    const seen: SliderDetail[] = []
    element.addEventListener('slider-changed', (event) => seen.push(event.detail))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Second' }))
    await waitFor(() => expect(seen).toEqual([{ index: 1, count: 2 }]))
  })

  it('starts at the slide the address names: a dot tapped before it was up had shown it', async () => {
    const markup = slides.replace(
      '<div class="slide"><h2>Second',
      '<div class="slide" id="story-2"><h2>Second',
    )
    history.replaceState(null, '', '#story-2')
    try {
      await mount('', 'en', markup)
      expect(screen.getByRole('button', { name: 'Second' }).getAttribute('aria-current')).toBe(
        'true',
      )
      expect(screen.getByRole('button', { name: 'First' }).hasAttribute('aria-current')).toBe(false)
    } finally {
      history.replaceState(null, '', location.pathname)
    }
  })

  it('speaks Persian on a Persian page', async () => {
    await mount('', 'fa')
    expect(screen.getByRole('button', { name: 'شروع چرخش اسلایدها' })).toBeTruthy()
    const labels = screen
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'اسلاید')
      .map((group) => group.getAttribute('aria-label'))
    expect(labels).toEqual(['۱ از ۲', '۲ از ۲'])
  })
})

// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { manualTimers } from '../testing/manual-timers.ts'
import { standInModalDialogs } from '../testing/modal-dialogs.ts'
import type { LightboxEnvironment } from './lightbox-environment.ts'
import type { LightboxErrorDetail } from './lightbox-error.ts'
import type { LightboxDetail } from './lightbox-events.ts'

const gallery = `
  <ul class="gallery">
    <li><a rel="harbour" href="/g/buoy.svg" title="Harbour buoy"><img src="/g/buoy.svg" alt="A buoy"></a></li>
    <li><a rel="harbour" href="/g/shutter.svg" title="Red shutter"><img src="/g/shutter.svg" alt="A shutter"></a></li>
    <li><a href="/elsewhere.html">An ordinary link</a></li>
  </ul>`

let SiteLightbox: typeof import('./site-lightbox.tsx')['SiteLightbox']
let requests = 0
/** How the dialog's chunk answers a request: it arrives once this settles, and never if it rejects. */
let answer: () => Promise<void>

beforeAll(standInModalDialogs)

// Fresh modules for each test, so that the page has not fetched the chunk yet.
beforeEach(async () => {
  vi.resetModules()
  requests = 0
  answer = () => Promise.resolve()
  vi.doMock('./lightbox-dialog.tsx', async (importOriginal) => {
    requests++
    await answer()
    return importOriginal()
  })
  const { sanitizerReady } = await import('@jc/widget-kit')
  await sanitizerReady(window)
  ;({ SiteLightbox } = await import('./site-lightbox.tsx'))
})

afterEach(() => {
  cleanup()
  vi.doUnmock('./lightbox-dialog.tsx')
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

async function mount() {
  const host = document.createElement('div')
  host.lang = 'en'
  host.innerHTML = gallery
  const navigated: string[] = []
  const environment: LightboxEnvironment = {
    timers: manualTimers(),
    preloader: { preload: () => {} },
    navigate: (url) => navigated.push(url),
  }
  const events: string[] = []
  for (const type of ['lightbox-opened', 'lightbox-closed'] as const) {
    host.addEventListener(type, (event) => {
      events.push(`${type} ${(event as CustomEvent<LightboxDetail>).detail.index}`)
    })
  }
  const errors: LightboxErrorDetail[] = []
  host.addEventListener('lightbox-error', (event) => errors.push(event.detail))
  render(<SiteLightbox container={host} environment={environment} />)
  await act(async () => {})
  return { host, navigated, events, errors, user: userEvent.setup() }
}

const dialogs = () => document.querySelectorAll('dialog')

function held() {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  return { arrived, release }
}

describe("<site-lightbox>'s viewer, which comes in a chunk of its own", () => {
  it('is asked for once a pointer comes over a marked image, and only once', async () => {
    const { user } = await mount()
    expect(requests).toBe(0)
    await user.hover(screen.getByRole('link', { name: 'An ordinary link' }))
    expect(requests).toBe(0)
    await user.hover(screen.getByAltText('A buoy'))
    await user.hover(screen.getByAltText('A shutter'))
    expect(requests).toBe(1)
    await waitFor(() => expect(dialogs()).toHaveLength(1))
    expect(dialogs()[0]?.open).toBe(false)
  })

  it('is asked for once focus comes to a marked image', async () => {
    const { user } = await mount()
    await user.tab()
    expect(requests).toBe(1)
    await waitFor(() => expect(dialogs()).toHaveLength(1))
  })

  it('opens the set a click asked for as soon as it arrives, in one dialog, announced once', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    const { user, events } = await mount()
    await user.click(screen.getByAltText('A shutter'))
    // A second click while it is on its way (a double click) asks for nothing more.
    await user.click(screen.getByAltText('A shutter'))
    expect(events).toEqual([])
    expect(dialogs()).toHaveLength(0)
    chunk.release()
    const dialog = await screen.findByRole('dialog', { name: 'Image viewer' })
    expect(dialogs()).toHaveLength(1)
    expect(dialog.querySelector('.site-lightbox-position')?.textContent).toBe('2 of 2')
    expect(events).toEqual(['lightbox-opened 1'])
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(document.activeElement?.getAttribute('href')).toBe('/g/shutter.svg')
    expect(events).toEqual(['lightbox-opened 1', 'lightbox-closed 1'])
  })

  it('opens the set of the last click made while it was on its way', async () => {
    const chunk = held()
    answer = () => chunk.arrived
    const { user, events } = await mount()
    await user.click(screen.getByAltText('A shutter'))
    await user.click(screen.getByAltText('A buoy'))
    chunk.release()
    const dialog = await screen.findByRole('dialog', { name: 'Image viewer' })
    expect(dialog.querySelector('.site-lightbox-position')?.textContent).toBe('1 of 2')
    expect(events).toEqual(['lightbox-opened 0'])
  })

  it('opens a set again at each later click, once per click', async () => {
    const { user, events } = await mount()
    for (const image of ['A buoy', 'A shutter']) {
      await user.click(screen.getByAltText(image))
      await screen.findByRole('dialog', { name: 'Image viewer' })
      await user.click(screen.getByRole('button', { name: 'Close' }))
    }
    expect(events).toEqual([
      'lightbox-opened 0',
      'lightbox-closed 0',
      'lightbox-opened 1',
      'lightbox-closed 1',
    ])
  })

  it('asks again at the click when it failed on the way there', async () => {
    let attempts = 0
    answer = () =>
      attempts++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, navigated, errors } = await mount()
    await user.click(screen.getByAltText('A buoy'))
    expect(await screen.findByRole('dialog', { name: 'Image viewer' })).toBeTruthy()
    expect(requests).toBe(2)
    expect(navigated).toEqual([])
    expect(warn).not.toHaveBeenCalled()
    expect(errors).toEqual([])
  })

  it('opens the clicked image itself when it does not come, and says so once', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, navigated, events } = await mount()
    await user.click(screen.getByAltText('A shutter'))
    await waitFor(() => expect(navigated).toEqual(['/g/shutter.svg']))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^<site-lightbox>: the image viewer did not load \(.+\); opening the image itself\.$/,
      ),
    )
    // No viewer opened, so none is announced.
    expect(events).toEqual([])
    expect(dialogs()).toHaveLength(0)
  })

  it('tells the page with lightbox-error when it does not come, once for clicks that waited together', async () => {
    const chunk = held()
    answer = () => chunk.arrived.then(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { host, user, navigated, errors } = await mount()
    const leftWhenHeard: number[] = []
    host.addEventListener('lightbox-error', () => leftWhenHeard.push(navigated.length))
    await user.click(screen.getByAltText('A buoy'))
    await user.click(screen.getByAltText('A shutter'))
    chunk.release()
    await waitFor(() => expect(navigated).toEqual(['/g/shutter.svg']))
    expect(errors).toEqual([{ src: '/g/shutter.svg', reason: 'viewer' }])
    // Heard while the page is still there: the image opens after it.
    expect(leftWhenHeard).toEqual([0])
  })
})

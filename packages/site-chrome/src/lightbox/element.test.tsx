// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { standInModalDialogs } from '../testing/modal-dialogs.ts'
import { defineSiteLightbox } from './define.ts'
import type { LightboxDetail } from './lightbox-events.ts'

beforeAll(standInModalDialogs)

// The viewer's chunk is in by the time these clicks land, as it is once a
// visitor's pointer has come over a thumbnail. load-lightbox-dialog.test.tsx
// clicks before it arrives, and without it.
beforeAll(async () => {
  await import('./lightbox-dialog.tsx')
})

afterEach(() => {
  document.body.replaceChildren()
})

const gallery = `
  <ul class="gallery">
    <li><a class="fancybox" rel="gallery1" href="/g/photo-1.svg" title="Harbour buoy"><img src="/g/photo-1.svg" alt="A buoy"></a></li>
    <li><a class="fancybox" rel="gallery1" href="/g/photo-2.svg" title="Red shutter"><img src="/g/photo-2.svg" alt="A shutter"></a></li>
    <li><a href="/elsewhere.html">An ordinary link</a></li>
  </ul>`

async function mount(lang = 'en', markup = gallery, attributes = '') {
  await defineSiteLightbox()
  document.documentElement.lang = lang
  document.body.innerHTML = `<site-lightbox ${attributes}>${markup}</site-lightbox>`
  const element = document.querySelector('site-lightbox') as HTMLElement
  const events: { type: string; detail: LightboxDetail }[] = []
  for (const type of ['lightbox-opened', 'lightbox-changed', 'lightbox-closed'] as const) {
    document.addEventListener(type, (event) => events.push({ type, detail: event.detail }))
  }
  await act(async () => {})
  return { element, events }
}

const dialog = () => document.querySelector('site-lightbox dialog') as HTMLDialogElement

describe('<site-lightbox>', () => {
  it('keeps the server markup readable and in place', async () => {
    const { element } = await mount()
    const links = element.querySelectorAll('a.fancybox')
    expect(links).toHaveLength(2)
    expect(links[1]?.getAttribute('href')).toBe('/g/photo-2.svg')
    expect(element.querySelector('img[alt="A shutter"]')).not.toBeNull()
    expect(dialog()).toBeNull()
  })

  it('drops scripts and handlers from the server markup, and keeps data-lightbox marks', async () => {
    const { element } = await mount(
      'en',
      `<p><a data-lightbox="dunes" href="/g/dune.svg" onclick="alert(1)"><img src="/g/dune.svg" alt="A dune" onerror="alert(2)"></a></p>
       <script>alert(3)</script><svg><a href="/g/drawn.svg"><text>drawn</text></a></svg>`,
    )
    const content = element.querySelector('.site-lightbox-content') as HTMLElement
    expect(content.querySelector('[onclick], [onerror], script, svg')).toBeNull()
    expect(content.textContent).not.toContain('drawn')
    await userEvent.setup().click(screen.getByAltText('A dune'))
    expect(dialog().open).toBe(true)
    expect(dialog().querySelector('img')?.getAttribute('src')).toBe('/g/dune-large.svg')
  })

  it('opens the set of a clicked thumbnail and announces it', async () => {
    const { events } = await mount()
    const user = userEvent.setup()
    await user.click(screen.getByAltText('A shutter'))
    expect(dialog().open).toBe(true)
    expect(dialog().querySelector('img')?.getAttribute('src')).toBe('/g/photo-2-large.svg')
    expect(dialog().querySelector('figcaption')?.textContent).toBe('Red shutter2 of 2')
    expect(events).toEqual([
      {
        type: 'lightbox-opened',
        detail: { index: 1, count: 2, src: '/g/photo-2.svg', caption: 'Red shutter' },
      },
    ])
  })

  it('announces moves and the closing, and gives focus back to the thumbnail', async () => {
    const { events } = await mount()
    const user = userEvent.setup()
    await user.click(screen.getByAltText('A buoy'))
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog().open).toBe(false)
    expect(events.map((event) => `${event.type} ${event.detail.index}`)).toEqual([
      'lightbox-opened 0',
      'lightbox-changed 1',
      'lightbox-closed 1',
    ])
    expect(document.activeElement?.getAttribute('href')).toBe('/g/photo-2.svg')
  })

  it('tells the page when neither file of an image loads, as it tells the visitor, once', async () => {
    const { element } = await mount()
    const errors: unknown[] = []
    element.addEventListener('lightbox-error', (event) => errors.push(event.detail))
    const user = userEvent.setup()
    await user.click(screen.getByAltText('A shutter'))
    const image = () => dialog().querySelector('img') as HTMLImageElement
    fireEvent.error(image())
    // The large copy failed; the original is on its way, and nothing has failed yet.
    expect(image().getAttribute('src')).toBe('/g/photo-2.svg')
    expect(errors).toEqual([])
    fireEvent.error(image())
    expect(dialog().querySelector('[role=alert]')?.textContent).toBe(
      'The requested content cannot be loaded. Please try again later.',
    )
    expect(errors).toEqual([{ src: '/g/photo-2.svg', reason: 'image' }])
    await user.click(screen.getByRole('button', { name: 'Previous image' }))
    fireEvent.load(image())
    expect(errors).toHaveLength(1)
  })

  it('makes an image marked by itself a button the keyboard reaches, opens and comes back to', async () => {
    const { events } = await mount(
      'en',
      `<p><a href="/before.html">Before</a>
        <img data-lightbox="dunes" src="/g/dune-1.svg" alt="A dune">
        <img data-lightbox="dunes" src="/g/dune-2.svg" alt="Two dunes"></p>`,
    )
    const user = userEvent.setup()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'A dune' }))
    await user.tab()
    await user.keyboard('{Enter}')
    expect(dialog().open).toBe(true)
    expect(dialog().querySelector('img')?.getAttribute('src')).toBe('/g/dune-2-large.svg')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Two dunes' }))
    screen.getByRole('button', { name: 'A dune' }).focus()
    await user.keyboard(' ')
    expect(events.map((event) => `${event.type} ${event.detail.index}`)).toEqual([
      'lightbox-opened 1',
      'lightbox-closed 1',
      'lightbox-opened 0',
    ])
  })

  it('leaves an image marked inside an ordinary link to the link, for the keyboard', async () => {
    const { element } = await mount(
      'en',
      '<a href="/story.html"><img data-lightbox="s" src="/g/dune.svg" alt="A dune"></a>',
    )
    const image = element.querySelector('img') as HTMLImageElement
    expect(image.hasAttribute('tabindex')).toBe(false)
    expect(image.hasAttribute('role')).toBe(false)
  })

  it('leaves ordinary links and modified clicks to the browser', async () => {
    await mount()
    const leftToBrowser: boolean[] = []
    // Records what reached the page untouched, then stops jsdom from navigating.
    document.addEventListener('click', (event) => {
      leftToBrowser.push(!event.defaultPrevented)
      event.preventDefault()
    })
    fireEvent.click(screen.getByRole('link', { name: 'An ordinary link' }))
    fireEvent.click(screen.getByAltText('A buoy'), { ctrlKey: true })
    expect(leftToBrowser).toEqual([true, true])
    expect(dialog()?.open).toBeFalsy()
  })

  it('speaks Persian on a Persian page', async () => {
    await mount('fa')
    await userEvent.setup().click(screen.getByAltText('A buoy'))
    expect(screen.getByRole('button', { name: 'بستن' })).toBeTruthy()
    expect(dialog().getAttribute('dir')).toBe('rtl')
    expect(dialog().querySelector('.site-lightbox-position')?.textContent).toBe('۱ از ۲')
  })

  it('names a language it does not speak in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await defineSiteLightbox()
    document.body.innerHTML = `<site-lightbox lang="de">${gallery}</site-lightbox>`
    await act(async () => {})
    expect(warn).toHaveBeenCalledWith(
      '<site-lightbox>: the attribute lang is "de"; it should be "fa" or "en".',
    )
    warn.mockRestore()
  })

  describe('large-images', () => {
    /**
     * Opens the second image and lets it load: the addresses the viewer asks
     * for are the one it shows and, once that is in, the neighbour it preloads.
     */
    async function openShutter(attributes: string, markup = gallery) {
      const preloaded = vi.spyOn(HTMLImageElement.prototype, 'src', 'set')
      await mount('en', markup, attributes)
      await userEvent.setup().click(screen.getByAltText('A shutter'))
      const image = dialog().querySelector('img') as HTMLImageElement
      const shown = image.getAttribute('src')
      fireEvent.load(image)
      // React may set the shown image's address through the same setter: each counted once.
      const requested = [...new Set([shown, ...preloaded.mock.calls.flat()])]
      preloaded.mockRestore()
      return { image, requested }
    }

    it('none: shows the image itself and asks for no -large copy', async () => {
      const { image, requested } = await openShutter('large-images="none"')
      expect(requested).toEqual(['/g/photo-2.svg', '/g/photo-1.svg'])
      expect(image.alt).toBe('A shutter')
      // Nothing else to fall back to: a failure is the message at once, not the same file again.
      fireEvent.error(image)
      expect(dialog().querySelector('[role=alert]')).not.toBeNull()
    })

    it('derived, as without it: the -large copies first', async () => {
      const { requested } = await openShutter('large-images="derived"')
      expect(requested).toEqual(['/g/photo-2-large.svg', '/g/photo-1-large.svg'])
    })

    it("none still uses a link's explicit data-large-src", async () => {
      const { requested } = await openShutter(
        'large-images="none"',
        gallery.replace(
          'href="/g/photo-2.svg"',
          'href="/g/photo-2.svg" data-large-src="/big/2.svg"',
        ),
      )
      expect(requested).toEqual(['/big/2.svg', '/g/photo-1.svg'])
    })

    it('takes a change from the next opening on', async () => {
      const { element } = await mount('en', gallery, 'large-images="none"')
      const user = userEvent.setup()
      element.setAttribute('large-images', 'derived')
      await act(async () => {})
      await user.click(screen.getByAltText('A shutter'))
      expect(dialog().querySelector('img')?.getAttribute('src')).toBe('/g/photo-2-large.svg')
    })

    it('names another value in the console as written, and derives', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { requested } = await openShutter('large-images="off"')
      expect(warn.mock.calls).toEqual([
        ['<site-lightbox>: the attribute large-images is "off"; it should be "derived" or "none".'],
      ])
      expect(requested).toEqual(['/g/photo-2-large.svg', '/g/photo-1-large.svg'])
      warn.mockRestore()
    })
  })
})

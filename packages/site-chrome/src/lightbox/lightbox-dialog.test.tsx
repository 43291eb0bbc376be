// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { manualTimers } from '../testing/manual-timers.ts'
import { standInModalDialogs } from '../testing/modal-dialogs.ts'
import { LightboxDialog, type LightboxOpening } from './lightbox-dialog.tsx'

beforeAll(standInModalDialogs)

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})

function setup() {
  const host = document.createElement('div')
  host.lang = 'en'
  host.innerHTML = `
    <a rel="harbour" href="/g/buoy.svg"><img src="/g/buoy.svg" alt="A buoy"></a>
    <a rel="harbour" href="/g/shutter.svg"><img src="/g/shutter.svg" alt="A shutter"></a>`
  document.body.append(host)
  const events: string[] = []
  for (const type of ['lightbox-opened', 'lightbox-closed'] as const) {
    host.addEventListener(type, (event) => events.push(`${type} ${event.detail.index}`))
  }
  const environment = { timers: manualTimers(), preloader: { preload: () => {} }, navigate() {} }
  const show = (opening: LightboxOpening | undefined) => (
    <StrictMode>
      <LightboxDialog
        host={host}
        opening={opening}
        largeImages="derived"
        environment={environment}
      />
    </StrictMode>
  )
  const click = (alt: string): LightboxOpening => ({
    trigger: screen.getByAltText(alt).closest('a') as Element,
    root: host,
  })
  return { events, show, click }
}

describe('LightboxDialog', () => {
  it('opens the set of each click it is handed once, where effects run twice too', () => {
    const { events, show, click } = setup()
    const shutter = click('A shutter')
    const { rerender } = render(show(shutter))
    expect(screen.getByRole('dialog').querySelector('.site-lightbox-position')?.textContent).toBe(
      '2 of 2',
    )
    rerender(show(shutter))
    act(() => screen.getByRole('button', { name: 'Close' }).click())
    rerender(show(shutter))
    expect(events).toEqual(['lightbox-opened 1', 'lightbox-closed 1'])
    rerender(show(click('A buoy')))
    expect(events).toEqual(['lightbox-opened 1', 'lightbox-closed 1', 'lightbox-opened 0'])
  })
})

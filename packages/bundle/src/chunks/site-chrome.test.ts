// @vitest-environment jsdom
// jsdom: happy-dom's `:defined` matches every element.
import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, expect, it, vi } from 'vitest'
import { siteChrome } from './site-chrome.ts'

vi.mock('@jc/site-chrome', () => ({ startSiteChrome: vi.fn() }))

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

it('names a misspelled widget element once the site chrome has started, and what it was meant to be', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.body.innerHTML =
    '<listing-tab module-id="7"></listing-tab><content-slider></content-slider>'
  siteChrome.start(document, {})
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'jc widgets: <listing-tab> is no element of the bundle; did you mean <listing-tabs>?',
    ),
  )
  expect(warn).toHaveBeenCalledTimes(1)
})

it('names a misspelt attribute of a widget element, on a page whose element names are all right', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.body.innerHTML =
    '<listing-tabs moduleid="101" class="wide"></listing-tabs><jc-comments object-id="5"></jc-comments>'
  siteChrome.start(document, {})
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'jc widgets: <listing-tabs> has no attribute moduleid; did you mean module-id?',
    ),
  )
  expect(warn).toHaveBeenCalledTimes(1)
})

it('says nothing on a page whose elements are all the bundle’s or far from its names', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.body.innerHTML = '<jc-comments></jc-comments><video-embed></video-embed>'
  siteChrome.start(document, {})
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(warn).not.toHaveBeenCalled()
})

it('names a misspelled element on a page whose markup names querySelector and querySelectorAll', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.body.innerHTML = '<site-lightbx></site-lightbx>'
  printNamedImages(document, 'querySelector', 'querySelectorAll')
  siteChrome.start(document, {})
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'jc widgets: <site-lightbx> is no element of the bundle; did you mean <site-lightbox>?',
    ),
  )
})

import { lazyImageSelector } from '@jc/site-chrome'
import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, expect, it, vi } from 'vitest'
import { lazyImages, revealLazyImages } from './lazy-images-fallback.ts'

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

const placeholder = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='

it('looks for the images the site chrome loads lazily', () => {
  expect(lazyImages).toBe(lazyImageSelector)
})

it('gives each lazy image its address, for the browser to load lazily, and leaves the others', () => {
  document.body.innerHTML = `
    <img src="${placeholder}" data-src="/images/a.jpg" data-srcset="/images/a.jpg 1x, /images/a@2x.jpg 2x" width="4" height="3" alt="A">
    <img src="/images/b.jpg" alt="B">`
  revealLazyImages(document)
  const [a, b] = document.querySelectorAll('img')
  expect(a?.getAttribute('src')).toBe('/images/a.jpg')
  expect(a?.loading).toBe('lazy')
  expect(a?.hasAttribute('srcset')).toBe(false)
  expect(b?.getAttribute('src')).toBe('/images/b.jpg')
  expect(b?.hasAttribute('loading')).toBe(false)
})

it('gives no address the one address check refuses, and names it in the console', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.body.innerHTML = `<img src="${placeholder}" data-src="javascript:alert(1)" alt="">`
  revealLazyImages(document)
  expect(document.querySelector('img')?.getAttribute('src')).toBe(placeholder)
  expect(warn).toHaveBeenCalledExactlyOnceWith(
    'lazy image data-src: refused the address "javascript:alert(1)"',
  )
})

it('finds the lazy images on a page whose markup names querySelectorAll', () => {
  document.body.innerHTML = `<img src="${placeholder}" data-src="/images/a.jpg" alt="A">`
  printNamedImages(document, 'querySelectorAll')
  revealLazyImages(document)
  expect(document.body.querySelector('img[alt=A]')?.getAttribute('src')).toBe('/images/a.jpg')
})

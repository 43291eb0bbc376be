import { describe, expect, it, vi } from 'vitest'
import { holdShape, isNearViewport, reveal } from './lazy-image.ts'

function image(attributes: string): HTMLImageElement {
  document.body.innerHTML = `<img alt="" width="600" height="400" src="/placeholder.svg" ${attributes}>`
  return document.querySelector('img') as HTMLImageElement
}

describe('reveal', () => {
  it('moves the real address into src and marks the image loaded', () => {
    const img = image('data-src="/real.svg"')
    reveal(img)
    expect(img.getAttribute('src')).toBe('/real.svg')
    expect(img.hasAttribute('data-src')).toBe(false)
    expect(img.classList.contains('lazy-loaded')).toBe(true)
  })

  it('moves a srcset too', () => {
    const img = image('data-src="/a.svg" data-srcset="/a.svg 1x, /a2.svg 2x"')
    reveal(img)
    expect(img.getAttribute('srcset')).toBe('/a.svg 1x, /a2.svg 2x')
    expect(img.hasAttribute('data-srcset')).toBe(false)
  })

  it('drops a srcset candidate whose address is a script, keeping the others', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const img = image(`data-src="/a.svg" data-srcset="/a.svg 1x, javascript:alert(1) 2x"`)
    reveal(img)
    expect(img.getAttribute('srcset')).toBe('/a.svg 1x')
  })

  it('keeps the image’s size, so the page does not move', () => {
    const img = image('data-src="/real.svg"')
    reveal(img)
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '400'])
  })

  it('hands a JCH image to the browser’s own lazy loading', () => {
    const img = image('data-src="/real.svg" data-jchll="true"')
    reveal(img)
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('src')).toBe('/real.svg')
  })
})

describe('holdShape', () => {
  it('gives a waiting image the shape of its width and height, whatever its placeholder', () => {
    const img = image('data-src="/real.svg"')
    holdShape(img)
    expect(img.style.aspectRatio).toBe('600 / 400')
  })

  it('leaves an image without both sizes, or with a shape of its own, alone', () => {
    const img = image('data-src="/real.svg"')
    img.removeAttribute('height')
    holdShape(img)
    expect(img.style.aspectRatio).toBe('')
    const shaped = image('data-src="/real.svg"')
    shaped.style.aspectRatio = '1 / 1'
    holdShape(shaped)
    expect(shaped.style.aspectRatio).toBe('1 / 1')
  })
})

describe('isNearViewport', () => {
  const viewport = { width: 800, height: 600, margin: 200 }
  const box = (top: number, height = 100) => new DOMRect(0, top, 300, height)

  it.each([
    ['inside the viewport', box(100), true],
    ['just within the margin below', box(790), true],
    ['beyond the margin below', box(801), false],
    ['within the margin above', box(-290), true],
    ['beyond the margin above', box(-301), false],
    ['of no size (not displayed)', new DOMRect(0, 100, 0, 0), false],
  ])('an image %s: %s', (_, rect, near) => {
    expect(isNearViewport(rect, viewport)).toBe(near)
  })
})

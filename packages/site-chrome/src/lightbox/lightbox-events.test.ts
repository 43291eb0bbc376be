import { describe, expect, it } from 'vitest'
import { lightboxErrorFor, lightboxEventFor } from './lightbox-events.ts'
import {
  closedLightbox,
  currentSource,
  type LightboxState,
  lightboxTransition,
} from './lightbox-state.ts'

const items = ['a', 'b'].map((name) => ({
  original: `/${name}.png`,
  large: `/${name}-large.png`,
  caption: `Caption ${name}`,
  alt: '',
}))
const opened = lightboxTransition(closedLightbox, { type: 'open', items, index: 0 })
/** The file in view does not load. */
const fail = (state: LightboxState) =>
  lightboxTransition(state, { type: 'imageFailed', url: currentSource(state) ?? '' })

describe('lightboxEventFor', () => {
  it('announces the opening with the image shown', () => {
    expect(lightboxEventFor(closedLightbox, opened)).toEqual({
      type: 'lightbox-opened',
      detail: { index: 0, count: 2, src: '/a.png', caption: 'Caption a' },
    })
  })

  it('announces a move to another image', () => {
    const moved = lightboxTransition(opened, { type: 'next' })
    expect(lightboxEventFor(opened, moved)).toMatchObject({
      type: 'lightbox-changed',
      detail: { index: 1, src: '/b.png' },
    })
  })

  it('announces another set opened over the first as an opening', () => {
    const other = lightboxTransition(opened, { type: 'open', items: [...items], index: 1 })
    expect(lightboxEventFor(opened, other)).toMatchObject({ type: 'lightbox-opened' })
  })

  it('announces the closing with the image seen last', () => {
    const moved = lightboxTransition(opened, { type: 'next' })
    expect(lightboxEventFor(moved, closedLightbox)).toMatchObject({
      type: 'lightbox-closed',
      detail: { index: 1, count: 2 },
    })
  })

  it('stays quiet while an image loads or falls back, and while closed', () => {
    const fellBack = fail(opened)
    expect(lightboxEventFor(opened, fellBack)).toBeUndefined()
    expect(lightboxEventFor(closedLightbox, closedLightbox)).toBeUndefined()
  })
})

describe('lightboxErrorFor', () => {
  const failedTwice = (state: LightboxState) => fail(fail(state))

  it('tells of an image neither of whose files loaded', () => {
    const large = fail(opened)
    expect(lightboxErrorFor(opened, large)).toBeUndefined()
    expect(lightboxErrorFor(large, failedTwice(opened))).toEqual({ src: '/a.png', reason: 'image' })
  })

  it('tells of an image with no address as soon as it is shown', () => {
    const bare = [{ original: '', large: '', caption: '', alt: '' }, ...items]
    const shown = lightboxTransition(closedLightbox, { type: 'open', items: bare, index: 0 })
    expect(lightboxErrorFor(closedLightbox, shown)).toEqual({ src: '', reason: 'image' })
    const back = lightboxTransition(lightboxTransition(shown, { type: 'next' }), {
      type: 'previous',
    })
    expect(lightboxErrorFor(lightboxTransition(shown, { type: 'next' }), back)).toEqual({
      src: '',
      reason: 'image',
    })
  })

  it('says nothing more while the failed image stays in view, nor when it closes', () => {
    const failed = failedTwice(opened)
    const same = { ...failed }
    expect(lightboxErrorFor(failed, same)).toBeUndefined()
    // A preload of a neighbour's file that fails meanwhile.
    const learned = lightboxTransition(failed, { type: 'imageFailed', url: '/b-large.png' })
    expect(lightboxErrorFor(failed, learned)).toBeUndefined()
    expect(lightboxErrorFor(failed, closedLightbox)).toBeUndefined()
  })
})

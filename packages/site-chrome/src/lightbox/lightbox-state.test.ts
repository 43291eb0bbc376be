// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LightboxItem } from './lightbox-item.ts'
import {
  closedLightbox,
  currentSource,
  type LightboxAction,
  type LightboxState,
  lightboxTransition,
} from './lightbox-state.ts'

const item = (name: string): LightboxItem => ({
  original: `/g/${name}.jpg`,
  large: `/g/${name}-large.jpg`,
  caption: name,
  alt: `${name} photo`,
})
const items = [item('a'), item('b'), item('c')]

function run(...actions: LightboxAction[]): LightboxState {
  return actions.reduce(lightboxTransition, closedLightbox)
}

const open = (index = 0): LightboxAction => ({ type: 'open', items, index })
/** This file did not load, in view or preloaded. */
const fail = (url: string): LightboxAction => ({ type: 'imageFailed', url })

describe('lightboxTransition', () => {
  it('opens on the clicked image, trying its large copy first', () => {
    const state = run(open(1))
    expect(state).toEqual({
      status: 'open',
      items,
      index: 1,
      source: 'large',
      loaded: false,
      missing: [],
    })
    expect(currentSource(state)).toBe('/g/b-large.jpg')
  })

  it('shows the error at once for an image without an address, which would never load nor fail', () => {
    const nowhere: LightboxItem = { original: '', large: '', caption: '', alt: 'lost' }
    const state = run({ type: 'open', items: [nowhere, item('b')], index: 0 })
    expect(state).toMatchObject({ source: 'none' })
    expect(currentSource(state)).toBeUndefined()
    expect(
      run({ type: 'open', items: [item('a'), nowhere], index: 0 }, { type: 'next' }),
    ).toMatchObject({ index: 1, source: 'none' })
  })

  it('goes from a large copy that failed to the error when the image has no address of its own', () => {
    const onlyLarge: LightboxItem = { original: '', large: '/g/x-large.jpg', caption: '', alt: 'x' }
    const state = run({ type: 'open', items: [onlyLarge], index: 0 }, fail('/g/x-large.jpg'))
    expect(state).toMatchObject({ source: 'none' })
  })

  it('keeps an out-of-range start inside the set, and ignores an empty set', () => {
    expect(run(open(9))).toMatchObject({ index: 2 })
    expect(run(open(-3))).toMatchObject({ index: 0 })
    expect(run({ type: 'open', items: [], index: 0 })).toBe(closedLightbox)
  })

  it('opens another set over an open one', () => {
    const other = [item('z')]
    expect(run(open(2), { type: 'open', items: other, index: 0 })).toMatchObject({
      items: other,
      index: 0,
    })
  })

  it('moves to the next and previous image, each starting on its large copy', () => {
    const moved = run(open(0), fail('/g/a-large.jpg'), { type: 'next' })
    expect(moved).toMatchObject({ index: 1, source: 'large', loaded: false })
    expect(run(open(2), { type: 'previous' })).toMatchObject({ index: 1 })
  })

  it('does not wrap at either end', () => {
    const first = run(open(0))
    expect(lightboxTransition(first, { type: 'previous' })).toBe(first)
    const last = run(open(2))
    expect(lightboxTransition(last, { type: 'next' })).toBe(last)
  })

  it('shows a given image, ignoring positions outside the set and the current one', () => {
    const state = run(open(0))
    expect(lightboxTransition(state, { type: 'show', index: 2 })).toMatchObject({ index: 2 })
    expect(lightboxTransition(state, { type: 'show', index: 3 })).toBe(state)
    expect(lightboxTransition(state, { type: 'show', index: -1 })).toBe(state)
    expect(lightboxTransition(state, { type: 'show', index: 0 })).toBe(state)
  })

  it('falls back to the original when the large copy fails, then to the error', () => {
    const original = run(open(0), fail('/g/a-large.jpg'))
    expect(original).toMatchObject({ source: 'original', loaded: false })
    expect(currentSource(original)).toBe('/g/a.jpg')
    const none = lightboxTransition(original, fail('/g/a.jpg'))
    expect(none).toMatchObject({ source: 'none' })
    expect(currentSource(none)).toBeUndefined()
  })

  it('asks for a missing file once: a copy that failed, in view or preloaded, is never shown again', () => {
    // The preload of the next image's large copy found it missing: it opens on its original.
    const preloaded = run(open(0), fail('/g/b-large.jpg'))
    expect(preloaded).toMatchObject({ index: 0, source: 'large' })
    expect(run(open(0), fail('/g/b-large.jpg'), { type: 'next' })).toMatchObject({
      index: 1,
      source: 'original',
    })
    // The one in view failed: back on it, its original at once; with both missing, the error.
    const back = run(
      open(0),
      fail('/g/a-large.jpg'),
      fail('/g/a.jpg'),
      { type: 'next' },
      { type: 'previous' },
    )
    expect(back).toMatchObject({ index: 0, source: 'none' })
    // Nor after the viewer closed and opened again.
    expect(run(open(1), fail('/g/b-large.jpg'), { type: 'close' }, open(1))).toMatchObject({
      index: 1,
      source: 'original',
    })
  })

  it('does not move on when a file fails that is not the one in view', () => {
    const state = run(open(0), fail('/g/c-large.jpg'))
    expect(state).toMatchObject({ source: 'large', missing: ['/g/c-large.jpg'] })
    expect(run(open(0), fail('/g/a-large.jpg'), fail('/g/a-large.jpg'))).toMatchObject({
      source: 'original',
    })
  })

  it('goes straight to the error when the large address is the original', () => {
    const same = { ...item('a'), large: '/g/a.jpg' }
    expect(run({ type: 'open', items: [same], index: 0 }, fail('/g/a.jpg'))).toMatchObject({
      source: 'none',
    })
  })

  it('marks the image loaded once, and never the error', () => {
    const loaded = run(open(0), { type: 'imageLoaded' })
    expect(loaded).toMatchObject({ loaded: true, source: 'large' })
    expect(lightboxTransition(loaded, { type: 'imageLoaded' })).toBe(loaded)
    const none = run(open(0), fail('/g/a-large.jpg'), fail('/g/a.jpg'))
    expect(lightboxTransition(none, { type: 'imageLoaded' })).toBe(none)
  })

  it('closes from any open state', () => {
    expect(run(open(1), { type: 'close' })).toEqual(closedLightbox)
    expect(run(open(1), fail('/g/b-large.jpg'), { type: 'close' })).toEqual({
      status: 'closed',
      missing: ['/g/b-large.jpg'],
    })
  })

  it('ignores every action but open while closed, keeping what a late preload learned', () => {
    for (const action of [
      { type: 'previous' },
      { type: 'next' },
      { type: 'show', index: 1 },
      { type: 'imageLoaded' },
      { type: 'close' },
    ] satisfies LightboxAction[]) {
      expect(lightboxTransition(closedLightbox, action)).toBe(closedLightbox)
    }
    expect(lightboxTransition(closedLightbox, fail('/g/c-large.jpg'))).toEqual({
      status: 'closed',
      missing: ['/g/c-large.jpg'],
    })
    expect(currentSource(closedLightbox)).toBeUndefined()
  })
})

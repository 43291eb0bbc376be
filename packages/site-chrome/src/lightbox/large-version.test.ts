// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { largeVersionOf } from './large-version.ts'

describe('largeVersionOf', () => {
  it('inserts -large before the extension', () => {
    expect(largeVersionOf('/images/gallery/photo-1.svg')).toBe('/images/gallery/photo-1-large.svg')
  })

  it('uses the last dot of the file name only', () => {
    expect(largeVersionOf('https://cdn.example/v1.2/sea.view.jpeg')).toBe(
      'https://cdn.example/v1.2/sea.view-large.jpeg',
    )
  })

  it('keeps the query and the fragment', () => {
    expect(largeVersionOf('/img/a.png?v=3#top')).toBe('/img/a-large.png?v=3#top')
  })

  it('appends to a name without an extension, even under a dotted folder', () => {
    expect(largeVersionOf('/media.v2/photo')).toBe('/media.v2/photo-large')
    expect(largeVersionOf('/img/.hidden')).toBe('/img/.hidden-large')
  })

  it('leaves an address whose path ends in a folder as it is: there is no file to copy', () => {
    expect(largeVersionOf('/gallery/')).toBe('/gallery/')
    expect(largeVersionOf('/gallery/?photo=3')).toBe('/gallery/?photo=3')
  })
})

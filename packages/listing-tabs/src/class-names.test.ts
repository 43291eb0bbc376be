import { describe, expect, it } from 'vitest'
import { classNames } from './class-names.ts'

describe('classNames', () => {
  it('keeps the names that apply, in order, one space apart', () => {
    expect(classNames('ltabs-tab', false, 'tab-loaded', '', 'tab-all')).toBe(
      'ltabs-tab tab-loaded tab-all',
    )
  })

  it('is the first name alone when no other applies', () => {
    expect(classNames('ltabs-loadmore-btn', false)).toBe('ltabs-loadmore-btn')
  })
})

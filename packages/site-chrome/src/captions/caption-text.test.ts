// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { captionText } from './caption-text.ts'

describe('captionText', () => {
  it('takes the title before :: and the description after it', () => {
    expect(captionText('The still lake::Morning fog lifts from the water.')).toEqual([
      'The still lake',
      'Morning fog lifts from the water.',
    ])
  })

  it('keeps a title without a description, and a description without a title', () => {
    expect(captionText('Old town')).toEqual(['Old town', ''])
    expect(captionText('::Fog at dawn')).toEqual(['', 'Fog at dawn'])
  })

  it('keeps later :: in the description', () => {
    expect(captionText('Time::08::30')?.[1]).toBe('08::30')
  })

  it('trims both parts', () => {
    expect(captionText('  دریاچه  ::  مه صبحگاهی ')).toEqual(['دریاچه', 'مه صبحگاهی'])
  })

  it.each(['', '   ', '::', ' :: '])('has nothing to show for %j', (title) => {
    expect(captionText(title)).toBeNull()
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { captionText } from './caption-text.ts'

describe('captionText', () => {
  it('takes the title before :: and the description after it', () => {
    expect(captionText('The still lake::Morning fog lifts from the water.')).toEqual({
      title: 'The still lake',
      description: 'Morning fog lifts from the water.',
    })
  })

  it('keeps a title without a description', () => {
    expect(captionText('Old town')).toEqual({ title: 'Old town', description: null })
  })

  it('keeps later :: in the description', () => {
    expect(captionText('Time::08::30')?.description).toBe('08::30')
  })

  it('trims both parts', () => {
    expect(captionText('  دریاچه  ::  مه صبحگاهی ')).toEqual({
      title: 'دریاچه',
      description: 'مه صبحگاهی',
    })
  })

  it.each([null, '', '   ', '::'])('has nothing to show for %j', (title) => {
    expect(captionText(title)).toBeNull()
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { listingStrings } from './strings.ts'

describe('the failure messages of <listing-tabs>', () => {
  // A failed tab shows its message beside the "Try again" button; a failed load-more has no such
  // button (load more itself is pressed again), so its message says the same words as a sentence.
  it.each([
    ['fa', 'مطالب این دسته بارگذاری نشد.', 'مطالب بیشتر بارگذاری نشد. دوباره تلاش کنید.'],
    [
      'en',
      'The items of this category could not be loaded.',
      'More items could not be loaded. Try again.',
    ],
  ] as const)(
    'in %s, ask for a retry with the same words, as full sentences',
    (language, tab, more) => {
      const strings = listingStrings(language)
      expect(strings.tabFailed).toBe(tab)
      expect(strings.loadMoreFailed).toBe(more)
      expect(strings.loadMoreFailed.endsWith(` ${strings.retry}.`)).toBe(true)
    },
  )
})

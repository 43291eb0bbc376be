import type { Language } from '@jc/widget-kit'

export interface ListingStrings {
  readonly tabs: string
  readonly chooseCategory: string
  readonly loading: string
  readonly loadMore: string
  readonly allReady: string
  readonly tabFailed: string
  readonly loadMoreFailed: string
  /** A load-more of the tab of this label failed while another tab was shown. */
  readonly loadMoreFailedIn: (tab: string) => string
  readonly retry: string
  readonly shown: (count: number, total: number) => string
  /** Said before what is shown, once a load-more has brought items. */
  readonly added: (count: number) => string
  /** Every item there is is shown; said when load more has nothing left. */
  readonly allShown: (count: number) => string
  /** A tab whose category has no item. */
  readonly empty: string
  readonly carousel: string
  /** What a screen reader calls the carousel and its cards (aria-roledescription), in the page's language. */
  readonly carouselRole: string
  readonly slideRole: string
  readonly previous: string
  readonly next: string
  readonly pause: string
  readonly play: string
  readonly slide: (position: number, total: number) => string
  /** The cards in view by position (1 for the first), which the carousel's live region says. */
  readonly inView: (positions: readonly number[], total: number) => string
  readonly playVideo: (title: string) => string
  readonly watchOn: (title: string, host: string) => string
}

// The format function comes bound to its formatter.
const fa = new Intl.NumberFormat('fa-IR').format
// "2, 3 and 4", «۲، ۳ و ۴»: each language's own commas and "and".
const faList = new Intl.ListFormat('fa')
const enList = new Intl.ListFormat('en')

// Labels the server sends (load more, all ready) win over these.
const catalogues: Readonly<Record<Language, ListingStrings>> = {
  fa: {
    tabs: 'دسته‌ها',
    chooseCategory: 'دسته:',
    loading: 'در حال بارگذاری…',
    loadMore: 'بیشتر',
    allReady: 'همه بارگذاری شد',
    tabFailed: 'مطالب این دسته بارگذاری نشد.',
    loadMoreFailed: 'مطالب بیشتر بارگذاری نشد. دوباره تلاش کنید.',
    loadMoreFailedIn: (tab) =>
      `مطالب بیشتر «${tab}» بارگذاری نشد. برای تلاش دوباره به زبانهٔ آن بروید.`,
    retry: 'دوباره تلاش کنید',
    shown: (count, total) =>
      Number.isFinite(total)
        ? `${fa(count)} از ${fa(total)} مطلب نمایش داده شد`
        : `${fa(count)} مطلب نمایش داده شد`,
    added: (count) => `${fa(count)} مطلب دیگر بارگذاری شد.`,
    allShown: (count) => `${fa(count)} مطلب نمایش داده شد؛ مطلب دیگری نیست`,
    empty: 'این دسته هنوز مطلبی ندارد.',
    carousel: 'مرور دسته‌ها',
    carouselRole: 'نمایش اسلاید',
    slideRole: 'اسلاید',
    previous: 'دستهٔ قبلی',
    next: 'دستهٔ بعدی',
    pause: 'توقف نمایش خودکار',
    play: 'شروع نمایش خودکار',
    slide: (position, total) => `${fa(position)} از ${fa(total)}`,
    inView: (positions, total) =>
      positions.length === 1
        ? `اسلاید ${fa(positions[0] ?? 0)} از ${fa(total)} دیده می‌شود`
        : `اسلایدهای ${faList.format(positions.map(fa))} از ${fa(total)} دیده می‌شوند`,
    playVideo: (title) => `پخش ویدئو: ${title}`,
    watchOn: (title, host) => `«${title}» را در ${host} ببینید`,
  },
  en: {
    tabs: 'Categories',
    chooseCategory: 'Category:',
    loading: 'Loading…',
    loadMore: 'Load more',
    allReady: 'All ready',
    tabFailed: 'The items of this category could not be loaded.',
    loadMoreFailed: 'More items could not be loaded. Try again.',
    loadMoreFailedIn: (tab) =>
      `More items of “${tab}” could not be loaded. Open its tab to try again.`,
    retry: 'Try again',
    shown: (count, total) =>
      Number.isFinite(total) ? `${count} of ${total} items shown` : `${count} items shown`,
    added: (count) => `${count} more ${count === 1 ? 'item' : 'items'} loaded.`,
    allShown: (count) => `${count} ${count === 1 ? 'item' : 'items'} shown; there are no more`,
    empty: 'There are no items in this category yet.',
    carousel: 'Browse categories',
    carouselRole: 'carousel',
    slideRole: 'slide',
    previous: 'Previous category',
    next: 'Next category',
    pause: 'Stop automatic slide show',
    play: 'Start automatic slide show',
    slide: (position, total) => `${position} of ${total}`,
    inView: (positions, total) =>
      `${positions.length === 1 ? 'Slide' : 'Slides'} ${enList.format(positions.map(String))} of ${total} shown`,
    playVideo: (title) => `Play video: ${title}`,
    watchOn: (title, host) => `Watch “${title}” on ${host}`,
  },
}

export function listingStrings(language: Language): ListingStrings {
  return catalogues[language]
}

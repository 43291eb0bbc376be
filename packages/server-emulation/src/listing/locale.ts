import type { ListingLang } from './seed.ts'

/** The module's language strings and formats for one site language. */
export interface ListingLocale {
  /** `LOAD_MORE_LABEL` */
  readonly loadMore: string
  /** `ALL_READY_LABEL` */
  readonly allReady: string
  /** The "all" tab's label. */
  readonly allTab: string
  /** The `.hits` line under an item. */
  readonly hits: (count: number) => string
  /** The item count on a category card of the carousel. */
  readonly itemCount: (count: number) => string
  /** A `YYYY-MM-DD` date as the site prints it (`DATE_FORMAT_LC3`). */
  readonly date: (isoDate: string) => string
  /** Sorts titles the way a reader of the language expects. */
  readonly compare: (a: string, b: string) => number
}

// Dates are calendar days; formatting them in UTC keeps them the same day in every time zone.
function dateFormat(locale: string): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  return (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`))
}

const faNumber = new Intl.NumberFormat('fa-IR')

const locales: Readonly<Record<ListingLang, ListingLocale>> = {
  fa: {
    loadMore: 'بیشتر',
    allReady: 'همه بارگذاری شد',
    allTab: 'همه',
    hits: (count) => `${faNumber.format(count)} بار خوانده شده`,
    itemCount: (count) => `${faNumber.format(count)} مطلب`,
    date: dateFormat('fa-IR'),
    compare: new Intl.Collator('fa').compare,
  },
  en: {
    loadMore: 'Load more',
    allReady: 'All ready',
    allTab: 'All',
    hits: (count) => `Read ${count} ${count === 1 ? 'time' : 'times'}`,
    itemCount: (count) => `${count} ${count === 1 ? 'item' : 'items'}`,
    date: dateFormat('en-GB'),
    compare: new Intl.Collator('en').compare,
  },
}

export function listingLocale(lang: ListingLang): ListingLocale {
  return locales[lang]
}

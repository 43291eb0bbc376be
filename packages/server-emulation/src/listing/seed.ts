/** The languages the demo site is written in; each has its own labels and formats. */
export type ListingLang = 'fa' | 'en'

/**
 * The orderings the emulation knows, as the tabs send them in `field_order`:
 * `created` newest first, `hits` most read first, `title` alphabetical in the
 * module's language. Ties fall back to the item id so pages never overlap.
 */
export type ListingFieldOrder = 'created' | 'hits' | 'title'

export interface ListingItemSeed {
  /** Unique within the module, so the "all" tab can list every category at once. */
  readonly id: number
  readonly title: string
  readonly introText: string
  /**
   * The intro as the site's editor saved it, printed as it is instead of
   * `introText` (a compromised site's items carry markup there).
   */
  readonly introHtml?: string
  /** Calendar date, `YYYY-MM-DD`. */
  readonly created: string
  readonly hits: number
  /** Thumbnail URL; every thumbnail is 300 × 200. */
  readonly image: string
  readonly link: string
}

/**
 * The module's build: SJ Listing Tabs for Content, or for K2, whose block
 * defines two more fields of the call and whose answers differ
 * (`k2-build.ts`).
 */
export type ListingBuild = 'content' | 'k2'

export interface ListingCategorySeed {
  readonly id: number
  readonly name: string
  /** Icon URL, shown on the tab and in the category carousel. */
  readonly image: string
  /** The category page. */
  readonly link: string
  /** A video the category's carousel card features: a YouTube or Vimeo page and its title. */
  readonly video?: { readonly url: string; readonly title: string }
  readonly items: readonly ListingItemSeed[]
  /**
   * Items the category's count includes that the list never returns (for
   * registered users only, say): the load-more total overstates by that
   * many, so the last load-more gets an empty answer.
   */
  readonly unlisted?: number
}

/** One module instance: its parameters as the Joomla back end would hold them, and its content. */
export interface ListingModuleSeed {
  readonly id: number
  readonly build: ListingBuild
  readonly lang: ListingLang
  /** The page the module sits on; it posts its AJAX calls back to that page. */
  readonly ajaxUrl: string
  /** `source_limit`: the items of the first page, and the items each load-more adds. */
  readonly pageSize: number
  /** The module's ordering (`source_order`), written on every tab; unknown orderings fall back to it. */
  readonly fieldOrder: ListingFieldOrder
  /** The entrance animation, one of the module's effects (`zoomIn`, `fadeIn`, `none`, …). */
  readonly effect: string
  /** Milliseconds between two items' entrances. */
  readonly delay: number
  /** Milliseconds one entrance lasts. */
  readonly duration: number
  /** Columns at ≥1200, 768–1199, 480–767 and ≤479 px (`nb-column1..4`). */
  readonly columns: readonly [number, number, number, number]
  /** Whether an "all" tab (`data-category-id="*"`) comes first. */
  readonly allTab: boolean
  readonly categories: readonly ListingCategorySeed[]
}

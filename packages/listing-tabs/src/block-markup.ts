import type { ListingField } from '@jc/protocol'
import { controlText, type SafeFragment } from '@jc/widget-kit'
import type { SliderOptions } from './carousel/slider.ts'
import type { Items } from './listing-state.ts'
import { ownData, payloadFields } from './payload-fields.ts'
import { itemsOf } from './safe-markup.ts'

/** The module-wide settings in force: the server's on `.ltabs-tabs-container`, or the element's attributes. */
export interface ListingSettings {
  readonly ajaxUrl: string
  readonly effect: string
  /** Milliseconds between two items' entrances. */
  readonly delay: number
  /** Milliseconds one entrance lasts. */
  readonly duration: number
  readonly moduleId: string
}

export interface TabIcon {
  readonly src: string
  readonly width: string | undefined
  readonly height: string | undefined
}

/** The `.ltabs-loadmore` block of one panel, its `data-rl_*` data read as numbers where they are numbers. */
export interface LoadMoreMarkup {
  /** `data-rl_start` as written, empty when absent: what a load-more sends as `limitstart` until an answer. */
  readonly start: string
  /** `Infinity` when the server wrote no usable total: the button then never turns `loaded` by count. */
  readonly total: number
  readonly allReadyLabel: string | undefined
  readonly label: string | undefined
  readonly categoryId: string | undefined
  readonly fieldOrder: string | undefined
  /** Its further data attributes: fields of a load-more call. */
  readonly fields: readonly ListingField[]
}

/** One tab and its panel as the server rendered them. */
export interface TabMarkup {
  readonly categoryId: string
  readonly fieldOrder: string
  /**
   * The `data-rl_start` of the tab's list, empty when absent: what the K2
   * build's script sends as `limitstart` on a tab switch.
   */
  readonly listStart: string
  /** The tab's further data attributes: fields of its tab-switch call. */
  readonly fields: readonly ListingField[]
  /** `data-active-content`: the selector of the tab's panel within the block. */
  readonly panelSelector: string
  readonly label: string
  readonly icon: TabIcon | undefined
  readonly all: boolean
  /** The panel's own classes (`items-category-7`), without the state classes the widget sets. */
  readonly panelClass: string
  /** The class of `.ltabs-items-inner`: column classes and the effect. */
  readonly innerClass: string
  /** The items the server put in the panel, sanitized; undefined for a panel still to load. */
  readonly items: Items | undefined
  readonly loadMore: LoadMoreMarkup
}

export interface CarouselCardMarkup {
  readonly categoryId: string
  readonly href: string
  readonly image: TabIcon | undefined
  readonly name: string
  readonly count: string
  /** A link on the card to a video page, with its text. */
  readonly video: { readonly href: string; readonly title: string } | undefined
}

/** `.ltabs-categories`, with the settings in its data attributes, or the module's where it has none. */
export interface CarouselMarkup {
  /** `data-items` (3), `data-margin` (0), `data-autoplay-speed` (250 ms) and `data-loop` (no). */
  readonly slider: Pick<SliderOptions, 'perView' | 'spacing' | 'speed' | 'loop'>
  /** `data-autoplay-timeout`: milliseconds between two moves (5000). */
  readonly timeout: number
  readonly cards: readonly CarouselCardMarkup[]
}

/** What `<listing-tabs>` takes over from the module's server markup. */
export interface BlockMarkup {
  readonly id: string
  readonly className: string
  /** The tabs container's settings as written (`data-delay`…), empty when absent; read by `resolveSettings`. */
  readonly settings: Readonly<Record<keyof ListingSettings, string>>
  /** The tabs container's further data attributes: fields of every call. */
  readonly fields: readonly ListingField[]
  readonly tabs: readonly TabMarkup[]
  /** The tab the server preloaded (`tab-sel`), or the first. */
  readonly selected: number
  readonly carousel: CarouselMarkup | undefined
}

const stateClasses = new Set([
  'ltabs-items',
  'ltabs-items-selected',
  'ltabs-items-loaded',
  'ltabs-process',
])

/** Its text on one line, as it reads. */
function text(element: Element | null | undefined): string {
  return element ? controlText(element).replace(/\s+/g, ' ') : ''
}

function numberOf(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : undefined
}

function imageOf(image: Element | null): TabIcon | undefined {
  const src = image?.getAttribute('src')
  if (!image || !src) return undefined
  return {
    src,
    width: image.getAttribute('width') ?? undefined,
    height: image.getAttribute('height') ?? undefined,
  }
}

/**
 * An element's children as sanitized nodes of their own, taken out of the
 * block (a copy made only to be read): as safe as the block, never copied
 * again nor turned back into markup to be parsed. Counted as any answer's items.
 */
function contentsOf(element: Element): Items {
  const fragment = element.ownerDocument.createDocumentFragment()
  fragment.append(...element.childNodes)
  return itemsOf({ fragment })
}

function readLoadMore(block: Element | null): LoadMoreMarkup {
  const data = (name: string) => block?.getAttribute(`data-${name}`) ?? undefined
  const button = block?.querySelector('.ltabs-loadmore-btn')
  return {
    start: data('rl_start') ?? '',
    total: numberOf(data('rl_total')) ?? Number.POSITIVE_INFINITY,
    allReadyLabel: data('rl_allready'),
    label: button?.classList.contains('loaded')
      ? undefined
      : (button?.getAttribute('data-label') ?? undefined),
    categoryId: data('categoryid'),
    fieldOrder: data('rl-field_order'),
    fields: payloadFields(block, ownData.loadMore),
  }
}

/** Finds a tab's panel by its selector, within the block only; a selector that does not parse finds nothing. */
function panelOf(root: ParentNode, selector: string): Element | null {
  try {
    return selector ? root.querySelector(`.ltabs-items-container ${selector}`) : null
  } catch {
    return null
  }
}

function readTab(
  tab: Element,
  root: ParentNode,
  index: number,
  panels: readonly Element[],
): TabMarkup {
  const panelSelector = tab.getAttribute('data-active-content') ?? ''
  // A tab whose selector finds nothing falls back to the panel in the same place.
  const panel = panelOf(root, panelSelector) ?? panels[index] ?? null
  const inner = panel?.querySelector('.ltabs-items-inner')
  const loaded = panel?.classList.contains('ltabs-items-loaded') === true
  const loadMore = readLoadMore(panel?.querySelector('.ltabs-loadmore') ?? null)
  return {
    categoryId: tab.getAttribute('data-category-id') ?? loadMore.categoryId ?? '',
    fieldOrder: tab.getAttribute('data-field_order') ?? loadMore.fieldOrder ?? '',
    listStart: tab.parentElement?.getAttribute('data-rl_start') ?? '',
    fields: payloadFields(tab, ownData.tab),
    panelSelector,
    label: text(tab.querySelector('.ltabs-tab-label')) || text(tab),
    icon: imageOf(tab.querySelector('.ltabs-tab-img img')),
    all: tab.classList.contains('tab-all'),
    panelClass: [...(panel?.classList ?? [])].filter((name) => !stateClasses.has(name)).join(' '),
    innerClass: inner?.getAttribute('class') ?? 'ltabs-items-inner',
    items: loaded && inner ? contentsOf(inner) : undefined,
    loadMore,
  }
}

function readCarousel(carousel: Element | null): CarouselMarkup | undefined {
  if (!carousel) return undefined
  const data = (name: string) => carousel.getAttribute(`data-${name}`)
  const loop = data('loop')
  return {
    slider: {
      perView: numberOf(data('items')) ?? 3,
      spacing: numberOf(data('margin')) ?? 0,
      speed: numberOf(data('autoplay-speed')) ?? 250,
      loop: loop !== null && loop !== 'false' && loop !== '0',
    },
    timeout: numberOf(data('autoplay-timeout')) ?? 5000,
    cards: [...carousel.querySelectorAll('.ltabs-category')].map((card) => {
      const link = card.querySelector('a.ltabs-category-link')
      const video = card.querySelector('a.ltabs-category-video')
      return {
        categoryId: card.getAttribute('data-category-id') ?? '',
        href: link?.getAttribute('href') ?? '',
        image: imageOf(link?.querySelector('img') ?? null),
        name: text(card.querySelector('.ltabs-category-name')) || text(link),
        count: text(card.querySelector('.ltabs-category-count')),
        video: video ? { href: video.getAttribute('href') ?? '', title: text(video) } : undefined,
      }
    }),
  }
}

/**
 * Reads the SJ Listing Tabs block the server rendered inside the element, once
 * sanitized and before any of it is shown: settings, tabs with their panels
 * and load-more data, the preloaded items and the category carousel.
 * Undefined when there is no `.sj-listing-tabs` block.
 */
export function readBlockMarkup(markup: SafeFragment): BlockMarkup | undefined {
  const root = markup.fragment.querySelector('.sj-listing-tabs')
  if (!root) return undefined
  const container = root.querySelector('.ltabs-tabs-container')
  const data = (name: string) => container?.getAttribute(`data-${name}`) ?? ''
  const panels = [...root.querySelectorAll('.ltabs-items-container .ltabs-items')]
  const tabElements = [...root.querySelectorAll('.ltabs-tab')]
  const tabs = tabElements.map((tab, index) => readTab(tab, root, index, panels))
  const selected = tabElements.findIndex((tab) => tab.classList.contains('tab-sel'))
  return {
    id: root.getAttribute('id') ?? '',
    className: root.getAttribute('class') ?? 'sj-listing-tabs',
    settings: {
      ajaxUrl: data('ajaxurl'),
      effect: data('effect'),
      delay: data('delay'),
      duration: data('duration'),
      moduleId: data('modid'),
    },
    fields: payloadFields(container, ownData.container),
    tabs,
    selected: Math.max(selected, 0),
    carousel: readCarousel(root.querySelector('.ltabs-categories')),
  }
}

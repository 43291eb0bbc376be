// Compiled by `tsc` with the rest of the package: fails when the shipped
// declarations' events drift from the widget packages' own types.
import type { CommentsEventMap } from '@jc/comments-widget'
import type {
  AllLoadedDetail,
  allLoadedEvent,
  ItemsAppendedDetail,
  itemsAppendedEvent,
  ListingErrorDetail,
  listingErrorEvent,
  listingReadyEvent,
  TabLoadedDetail,
  tabLoadedEvent,
} from '@jc/listing-tabs'
import type {
  LightboxDetail,
  LightboxErrorDetail,
  lightboxErrorEvent,
  lightboxEvents,
  SliderDetail,
  sliderChangedEvent,
} from '@jc/site-chrome'
import type {
  ContentSliderEventMap,
  JcCommentsEventMap,
  ListingTabsEventMap,
  SiteLightboxEventMap,
} from './elements.js'

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Expect<T extends true> = T
type Details<Events> = {
  [Name in keyof Events]: Events[Name] extends CustomEvent<infer Detail> ? Detail : never
}

export type EventChecks = [
  Expect<Equal<Details<JcCommentsEventMap>, Details<CommentsEventMap>>>,
  Expect<
    Equal<
      Details<ListingTabsEventMap>,
      {
        [listingReadyEvent]: null
        [tabLoadedEvent]: TabLoadedDetail
        [itemsAppendedEvent]: ItemsAppendedDetail
        [allLoadedEvent]: AllLoadedDetail
        [listingErrorEvent]: ListingErrorDetail
      }
    >
  >,
  Expect<
    Equal<
      Details<SiteLightboxEventMap>,
      {
        [Name in
          | (typeof lightboxEvents)[keyof typeof lightboxEvents]
          | typeof lightboxErrorEvent]: Name extends typeof lightboxErrorEvent
          ? LightboxErrorDetail
          : LightboxDetail
      }
    >
  >,
  Expect<Equal<Details<ContentSliderEventMap>, { [sliderChangedEvent]: SliderDetail }>>,
]

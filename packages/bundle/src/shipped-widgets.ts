import { targetsComments } from './comments-fragment.ts'
import { revealLazyImages } from './lazy-images-fallback.ts'
import type { LoadableWidget } from './widget-chunk.ts'

/**
 * Every widget of the bundle, each in its own module. The site chrome's
 * enhancers work on any page of the template, so every page gets them; the
 * comments widget, the heaviest, waits until its thread is about to be read.
 */
export const shippedWidgets: readonly LoadableWidget[] = [
  {
    name: 'site-chrome',
    selector: null,
    // The template shows its menu button from the first paint (docs/elements/site-chrome.md), and
    // the server a message's close button.
    heldClicks: 'button.menu-toggle[aria-controls],[data-dismiss="alert"]',
    // Lazy images would stay blank without it.
    fallback: revealLazyImages,
    load: () => import('./chunks/site-chrome.ts').then((module) => module.siteChrome),
  },
  {
    name: 'jc-comments',
    // div#jc: a stock JComments block, upgraded without a template change.
    selector: 'jc-comments, div#jc',
    nearViewport: true,
    urgent: (document) => targetsComments(document.location.hash),
    // Its code arrives a second or so after a visitor may have clicked Reply or a vote.
    ready: 'jc-ready',
    load: () => import('./chunks/comments.ts').then((module) => module.comments),
  },
  {
    name: 'listing-tabs',
    selector: 'listing-tabs',
    // A category tab tapped while the widget loads is selected once it is up.
    ready: 'listing-tabs:ready',
    printed: '.ltabs-tab',
    load: () => import('./chunks/listing-tabs.ts').then((module) => module.listingTabs),
  },
  {
    name: 'site-lightbox',
    selector: 'site-lightbox',
    load: () => import('./chunks/site-lightbox.ts').then((module) => module.siteLightbox),
  },
  {
    name: 'content-slider',
    selector: 'content-slider',
    load: () => import('./chunks/content-slider.ts').then((module) => module.contentSlider),
  },
]

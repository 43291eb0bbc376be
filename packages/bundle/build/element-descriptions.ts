/**
 * What a template author sees of each element: its attributes, events and
 * CSS custom properties, with their TypeScript types as text. The
 * custom-elements manifest and the shipped declarations are generated from
 * this one list; `types/type-check.ts` proves the event details match the
 * widget packages' own types, and a test that every attribute and custom
 * property the packages document is listed here.
 */

export interface AttributeDescription {
  readonly name: string
  readonly type: string
  readonly description: string
}

export interface EventDescription {
  readonly name: string
  /** The `detail` type, as TypeScript. */
  readonly detail: string
  readonly description: string
}

export interface CssPropertyDescription {
  readonly name: string
  readonly description: string
}

export interface ElementDescription {
  readonly tag: string
  /** The interface name in the declarations, e.g. `JcCommentsElement`. */
  readonly typeName: string
  /** The package that defines it. */
  readonly module: string
  readonly summary: string
  readonly attributes: readonly AttributeDescription[]
  readonly events: readonly EventDescription[]
  readonly cssProperties: readonly CssPropertyDescription[]
}

const booleanAttribute = 'BooleanAttribute'
const language: AttributeDescription = {
  name: 'lang',
  type: `'fa' | 'en'`,
  description:
    'The language of its strings; else the nearest `lang` in the page. Persian is right to left.',
}

const commentDetail = '{ readonly commentId: number }'
const listingTab = 'readonly tab: number; readonly categoryId: string'
const lightboxDetail =
  '{ readonly index: number; readonly count: number; readonly src: string; readonly caption: string }'

export const elementDescriptions: readonly ElementDescription[] = [
  {
    tag: 'jc-comments',
    typeName: 'JcCommentsElement',
    module: '@jc/comments-widget',
    summary: "Threaded visitor comments over the site's unchanged JComments server.",
    attributes: [
      {
        name: 'object-id',
        type: 'number | string',
        description: "The commented item's id, a positive whole number. Required.",
      },
      {
        name: 'object-group',
        type: 'string',
        description: 'Its component, e.g. `com_content`. Required.',
      },
      {
        name: 'request-uri',
        type: 'string',
        description: "The JComments AJAX URL. Required; calls always go to the page's own host.",
      },
      language,
      {
        name: 'auto-show-list',
        type: booleanAttribute,
        description: 'Load page 0 at once (for pages cached without the list).',
      },
      {
        name: 'auto-show-comment',
        type: booleanAttribute,
        description:
          'With `#comment-<id>` in the URL, load the page holding that comment and scroll to it, as a stock page does. On unless `"false"`.',
      },
      {
        name: 'auto-show-form',
        type: booleanAttribute,
        description:
          'With `#addcomments` in the URL, show the form and scroll to it, as a stock page does. On unless `"false"`.',
      },
      {
        name: 'max-length',
        type: 'number | string',
        description:
          'The comment length the form counts down from when the server sends the form without its init script (no counter otherwise: a moderator’s form has none).',
      },
      {
        name: 'links-new-window',
        type: booleanAttribute,
        description: 'Links in comments open in a new window, with `rel="noopener noreferrer"`.',
      },
      {
        name: 'heading-level',
        type: 'number | string',
        description: "The outline level screen readers get for the block's headings (2).",
      },
    ],
    events: [
      {
        name: 'jc-ready',
        detail: 'null',
        description:
          "The element took the server's block over and its controls work (a long printed thread is whole, a page printed without its handlers reloaded); once per element. The loader then repeats a click the visitor made on the block before.",
      },
      {
        name: 'jc-loaded',
        detail: '{ readonly page: number | null; readonly commentId: number | null }',
        description: 'A page of comments, or the page holding one comment, was loaded.',
      },
      { name: 'jc-voted', detail: commentDetail, description: 'The vote was counted.' },
      { name: 'jc-reported', detail: commentDetail, description: 'The report was filed.' },
      {
        name: 'jc-subscription-change',
        detail: '{ readonly subscribed: boolean }',
        description: 'The visitor subscribed or unsubscribed.',
      },
      {
        name: 'jc-published',
        detail: commentDetail,
        description: 'A moderator published or unpublished a comment.',
      },
      { name: 'jc-deleted', detail: commentDetail, description: 'A moderator deleted a comment.' },
      {
        name: 'jc-banned',
        detail: commentDetail,
        description: "A moderator banned the author's IP address.",
      },
      {
        name: 'jc-posted',
        detail: '{ readonly commentId: number | null; readonly parentId: number }',
        description:
          'The server took a new comment or reply (it may wait for moderation); `commentId` is null when it was not shown at once, `parentId` 0 for a top-level comment.',
      },
      { name: 'jc-saved', detail: commentDetail, description: 'An edited comment was saved.' },
      {
        name: 'jc-error',
        detail: '{ readonly message: string; readonly target: string; readonly field: string }',
        description:
          'The server refused an action, answered it with an error, or its answer did not arrive or could not be read.',
      },
    ],
    cssProperties: [
      { name: '--jc-message-error-color', description: 'Text of error messages.' },
      { name: '--jc-message-error-background', description: 'Background of error messages.' },
      { name: '--jc-message-info-color', description: 'Text of information messages.' },
      { name: '--jc-message-info-background', description: 'Background of information messages.' },
      { name: '--jc-focus-color', description: 'The focus ring.' },
      { name: '--jc-fade-duration', description: "The messages' fade; 0 under reduced motion." },
      {
        name: '--jc-message-score-room',
        description:
          "What a fading message at a comment leaves uncovered at the end of the comment's first line, for its score (6rem).",
      },
      {
        name: '--jc-field-error-color',
        description: 'The outline and text of a form field the server refused.',
      },
      { name: '--jc-button-background', description: "The form's buttons." },
      { name: '--jc-button-color', description: "Text on the form's buttons." },
      {
        name: '--jc-comment-intrinsic-size',
        description:
          "The height a comment off screen counts for until the browser has rendered it (`content-visibility: auto`). Unset, 5.5 lines of the thread's text (`5.5lh`), a line more for each 6.5rem a screen is narrower than 48rem.",
      },
      { name: '--jc-editor-border-color', description: "The editor's borders." },
      { name: '--jc-editor-button-background', description: "The editor toolbar's buttons." },
      {
        name: '--jc-editor-button-hover-background',
        description: 'A toolbar button under the pointer.',
      },
      {
        name: '--jc-editor-focus-color',
        description: "The editor's focus ring (else `--jc-focus-color`).",
      },
      { name: '--jc-editor-counter-color', description: 'The characters-left counter.' },
      {
        name: '--jc-editor-counter-exhausted-color',
        description: 'The counter once no characters are left.',
      },
      { name: '--jc-editor-preview-background', description: 'The preview of the comment.' },
      {
        name: '--jc-editor-hidden-background',
        description: 'Hidden text (`[hide]`) in the preview.',
      },
      { name: '--jc-editor-hidden-border-color', description: "Hidden text's border." },
      { name: '--jc-editor-radius', description: "The editor's corner radius." },
      { name: '--jc-editor-min-block-size', description: "The comment field's least height." },
    ],
  },
  {
    tag: 'listing-tabs',
    typeName: 'ListingTabsElement',
    module: '@jc/listing-tabs',
    summary:
      "Takes over the SJ Listing Tabs module's block: tabs loaded over AJAX, load more, the category carousel.",
    attributes: [
      {
        name: 'ajax-url',
        type: 'string',
        description:
          "The listing request URL; else the container's `data-ajaxurl` (usually the page).",
      },
      {
        name: 'module-id',
        type: 'string',
        description: 'The module id sent as `listing_tabs_moduleid`; else `data-modid`.',
      },
      {
        name: 'effect',
        type: `'none' | 'slideLeft' | 'slideRight' | 'zoomOut' | 'zoomIn' | 'flip' | 'flipInX' | 'flipInY' | 'starwars' | 'bounceIn' | 'fadeIn' | 'pageTop'`,
        description: "The items' entrance; else `data-effect`.",
      },
      {
        name: 'delay',
        type: 'number | string',
        description: "Milliseconds between two items' entrances; else `data-delay` (300).",
      },
      {
        name: 'duration',
        type: 'number | string',
        description: 'Milliseconds one entrance lasts; else `data-duration` (600).',
      },
      {
        name: 'video-thumbnails',
        type: 'string',
        description:
          "URL template for carousel video thumbnails, with `{host}` (youtube, vimeo) and `{id}`; else the host's own.",
      },
      language,
    ],
    events: [
      {
        name: 'listing-tabs:ready',
        detail: 'null',
        description:
          'The block is taken over and its tabs work; once. A tab tapped before then is selected now.',
      },
      {
        name: 'listing-tabs:tab-loaded',
        detail: `{ ${listingTab}; readonly count: number }`,
        description: "A tab's first page is shown.",
      },
      {
        name: 'listing-tabs:items-appended',
        detail: `{ ${listingTab}; readonly added: number; readonly count: number; readonly total: number }`,
        description: 'Load more appended items.',
      },
      {
        name: 'listing-tabs:all-loaded',
        detail: `{ ${listingTab}; readonly count: number }`,
        description: 'A tab shows all its items.',
      },
      {
        name: 'listing-tabs:error',
        detail: `{ ${listingTab}; readonly request: 'tab' | 'load-more'; readonly error: Error }`,
        description: 'A request failed; the tab stays retryable.',
      },
    ],
    cssProperties: [
      { name: '--ltabs-accent', description: 'Selected tab, buttons and the loading spinner.' },
      { name: '--ltabs-accent-contrast', description: 'Text on the accent.' },
      { name: '--ltabs-surface', description: 'Cards, the dropdown and controls.' },
      { name: '--ltabs-border', description: 'Lines around tabs, cards and the dropdown.' },
      { name: '--ltabs-muted', description: 'Secondary text.' },
      { name: '--ltabs-error', description: 'The failure message.' },
      { name: '--ltabs-radius', description: 'Corner radius.' },
      { name: '--ltabs-gap', description: 'Space between items.' },
      { name: '--ltabs-columns-min', description: 'The narrowest an item column gets.' },
      { name: '--ltabs-delay', description: 'Set by the element from its `delay`; read, not set.' },
      {
        name: '--ltabs-duration',
        description: 'Set by the element from its `duration`; read, not set.',
      },
      {
        name: '--ltabs-effect',
        description: 'Set by the element from its `effect`; read, not set.',
      },
    ],
  },
  {
    tag: 'site-lightbox',
    typeName: 'SiteLightboxElement',
    module: '@jc/site-chrome',
    summary:
      "Opens the images marked inside it (`data-lightbox`, or fancyBox's markup) in a modal image viewer.",
    attributes: [
      language,
      {
        name: 'large-images',
        type: `'derived' | 'none'`,
        description:
          "`derived` (default): the viewer tries `name-large.ext` first, the image itself when that fails. `none`: the site keeps no larger copies, and the image itself is shown without asking for one. A link's `data-large-src` is used either way.",
      },
    ],
    events: [
      { name: 'lightbox-opened', detail: lightboxDetail, description: 'The viewer opened.' },
      {
        name: 'lightbox-changed',
        detail: lightboxDetail,
        description: 'It moved to another image.',
      },
      {
        name: 'lightbox-closed',
        detail: lightboxDetail,
        description: 'It closed (the image shown last).',
      },
      {
        name: 'lightbox-error',
        detail: `{ readonly src: string; readonly reason: 'viewer' | 'image' }`,
        description:
          'It could not show an image: `viewer` when the viewer did not load (the image opens as a page), `image` when the image did not (the viewer says so).',
      },
    ],
    cssProperties: [
      { name: '--site-lightbox-backdrop', description: 'The veil over the page behind the image.' },
      {
        name: '--site-lightbox-backdrop-narrow',
        description:
          'The veil below 48rem, opaque by default: the page does not show through on a phone.',
      },
      { name: '--site-lightbox-color', description: 'Caption and control colour.' },
      { name: '--site-lightbox-control-background', description: "Buttons' background." },
      { name: '--site-lightbox-control-size', description: "Buttons' size." },
      { name: '--site-lightbox-focus', description: "The focus ring's colour." },
      { name: '--site-lightbox-error-color', description: "The error message's colour." },
      {
        name: '--site-lightbox-duration',
        description: 'The opening fade; 0 under reduced motion.',
      },
    ],
  },
  {
    tag: 'content-slider',
    typeName: 'ContentSliderElement',
    module: '@jc/site-chrome',
    summary: "A slider on keen-slider over bxSlider's markup, with dots and a pause/play button.",
    attributes: [
      {
        name: 'label',
        type: 'string',
        description: "The carousel's accessible name; else the wrapper's `aria-label`.",
      },
      {
        name: 'mode',
        type: `'horizontal'`,
        description: '`horizontal` (the only one built; others fall back to it with a warning).',
      },
      {
        name: 'direction',
        type: `'next' | 'prev'`,
        description: 'The way the rotation goes (`next`).',
      },
      { name: 'speed', type: 'number | string', description: 'The slide animation in ms (600).' },
      {
        name: 'pause',
        type: 'number | string',
        description: 'How long each slide stays, in ms (2500).',
      },
      {
        name: 'auto',
        type: booleanAttribute,
        description: 'Whether it rotates by itself (`true`).',
      },
      {
        name: 'repeat',
        type: booleanAttribute,
        description: 'Whether the rotation starts over after the last slide (`true`).',
      },
      {
        name: 'hover-pause',
        type: booleanAttribute,
        description: 'Whether hovering pauses it (`true`).',
      },
      language,
    ],
    events: [
      {
        name: 'slider-changed',
        detail: '{ readonly index: number; readonly count: number }',
        description: 'Another slide came into view.',
      },
    ],
    cssProperties: [
      { name: '--content-slider-control-size', description: "The pause/play button's size." },
      { name: '--content-slider-control-background', description: 'Its background.' },
      { name: '--content-slider-control-color', description: 'Its glyph colour.' },
      { name: '--content-slider-dot-color', description: "The dots' ring and fill." },
      { name: '--content-slider-dot-size', description: "The dots' size." },
      { name: '--content-slider-focus', description: "The focus ring's colour." },
    ],
  },
]

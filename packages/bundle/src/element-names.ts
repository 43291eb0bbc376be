/**
 * The bundle's elements, as a template writes them, with each one's own
 * attributes: the ones `build/element-descriptions.ts` documents (a test
 * keeps the two the same), here without their descriptions, which a page
 * never needs.
 */
export const elementAttributes: Readonly<Record<string, readonly string[]>> = {
  'jc-comments': [
    'object-id',
    'object-group',
    'request-uri',
    'lang',
    'auto-show-list',
    'auto-show-comment',
    'auto-show-form',
    'max-length',
    'links-new-window',
    'heading-level',
  ],
  'listing-tabs': [
    'ajax-url',
    'module-id',
    'effect',
    'delay',
    'duration',
    'video-thumbnails',
    'lang',
  ],
  'site-lightbox': ['lang', 'large-images'],
  'content-slider': [
    'label',
    'mode',
    'direction',
    'speed',
    'pause',
    'auto',
    'repeat',
    'hover-pause',
    'lang',
  ],
}

/** The bundle's elements, as a template writes them. */
export const elementNames: readonly string[] = Object.keys(elementAttributes)

/**
 * The page's custom elements that no registry defines, the bundle's own left
 * out: each is defined once its widget loads, which may wait until it comes
 * near the viewport. And the bundle's names written without their hyphen, or
 * with `_` for it: no custom element then, so never undefined, yet as dead.
 */
export const undefinedElements = `:not(:defined):not(${elementNames.join()}),${elementNames.flatMap(
  (name) => [name.replace('-', ''), name.replace('-', '_')],
)}`

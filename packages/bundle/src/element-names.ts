/** The bundle's elements, as a template writes them. */
export const elementNames: readonly string[] = [
  'jc-comments',
  'listing-tabs',
  'site-lightbox',
  'content-slider',
]

/**
 * The page's custom elements that no registry defines, the bundle's own left
 * out: each is defined once its widget loads, which may wait until it comes
 * near the viewport. And the bundle's names written without their hyphen, or
 * with `_` for it: no custom element then, so never undefined, yet as dead.
 */
export const undefinedElements = `:not(:defined):not(${elementNames.join()}),${elementNames.flatMap(
  (name) => [name.replace('-', ''), name.replace('-', '_')],
)}`

import type { ListingField } from '@jc/protocol'

/**
 * The data attributes the widget reads for itself, per element; any other
 * data attribute of those elements is a field of the listing call. The
 * module's builds differ only there: the content build's markup defines no
 * other, the K2 build's adds `sj_class_responsive`, `field_responsive`…
 */
export const ownData = {
  container: new Set(['delay', 'duration', 'effect', 'ajaxurl', 'modid']),
  tab: new Set(['category-id', 'active-content', 'field_order']),
  loadMore: new Set([
    'active-content',
    'categoryid',
    'rl_start',
    'rl_total',
    'rl_allready',
    'ajaxurl',
    'modid',
    'rl_load',
    'rl-field_order',
    'effect',
  ]),
} as const

/** The data attributes of an element that are not in `own`, as fields named without `data-`, in markup order. */
export function payloadFields(
  element: Element | null | undefined,
  own: ReadonlySet<string>,
): readonly ListingField[] {
  return [...(element?.attributes ?? [])].flatMap(({ name, value }): ListingField[] => {
    const field = name.startsWith('data-') ? name.slice('data-'.length) : undefined
    return field === undefined || own.has(field) ? [] : [[field, value]]
  })
}

/**
 * The fields of one call: the block's, then the tab's or the load-more
 * block's. A nearer element's field replaces a same-named one in place.
 */
export function mergeFields(...groups: (readonly ListingField[])[]): readonly ListingField[] {
  return [...new Map(groups.flat())]
}

/** The fields written back as the data attributes they came from, so the page keeps them. */
export function dataAttributes(fields: readonly ListingField[]): Record<`data-${string}`, string> {
  return Object.fromEntries(fields.map(([name, value]) => [`data-${name}`, value]))
}

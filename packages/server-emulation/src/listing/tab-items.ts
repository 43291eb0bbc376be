import { listingLocale } from './locale.ts'
import type {
  ListingCategorySeed,
  ListingFieldOrder,
  ListingItemSeed,
  ListingModuleSeed,
} from './seed.ts'

/** The `data-category-id` of the tab that lists every category of the module. */
export const allCategoriesId = '*'

/** The category's item count as the module prints it, unlisted items included. */
export function countedItems(category: ListingCategorySeed): number {
  return category.items.length + (category.unlisted ?? 0)
}

const fieldOrders: readonly string[] = ['created', 'hits', 'title'] satisfies ListingFieldOrder[]

function isFieldOrder(value: string): value is ListingFieldOrder {
  return fieldOrders.includes(value)
}

/**
 * The items behind one tab, in the requested order, or undefined when the
 * module has no such tab. An ordering the module does not know falls back to
 * the module's own.
 */
export function tabItems(
  module: ListingModuleSeed,
  categoryId: string,
  fieldOrder: string,
): readonly ListingItemSeed[] | undefined {
  const items =
    categoryId === allCategoriesId
      ? module.allTab
        ? module.categories.flatMap((category) => category.items)
        : undefined
      : module.categories.find((category) => String(category.id) === categoryId)?.items
  if (items === undefined) return undefined
  const order = isFieldOrder(fieldOrder) ? fieldOrder : module.fieldOrder
  const compare = listingLocale(module.lang).compare
  const byOrder: Record<ListingFieldOrder, (a: ListingItemSeed, b: ListingItemSeed) => number> = {
    created: (a, b) => b.created.localeCompare(a.created),
    hits: (a, b) => b.hits - a.hits,
    title: (a, b) => compare(a.title, b.title),
  }
  return [...items].sort((a, b) => byOrder[order](a, b) || a.id - b.id)
}

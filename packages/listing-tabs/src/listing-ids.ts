/** The ids that tie tabs, panels and the dropdown together; unique per block on the page. */
export interface ListingIds {
  readonly tablist: string
  tab(index: number): string
  panel(index: number): string
}

export function listingIds(base: string): ListingIds {
  return {
    tablist: `${base}-tabs`,
    tab: (index) => `${base}-tab-${index}`,
    panel: (index) => `${base}-panel-${index}`,
  }
}

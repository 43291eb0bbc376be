import { useListing } from './store.ts'
import type { ListingStrings } from './strings.ts'

/**
 * A polite live region that tells screen reader users what the selected tab
 * is doing: loading, then how many items a load-more brought, how many of its
 * items are shown, that they are all there is, or that the tab is empty.
 */
export function ListingStatus({ strings }: { readonly strings: ListingStrings }) {
  const message = useListing((state) => {
    const tab = state.tabs[state.selected]
    if (!tab || tab.status === 'not-loaded') return ''
    if (tab.status === 'processing' || tab.loadMore === 'loading') return strings.loading
    if (tab.count === 0) return strings.empty
    const shown =
      tab.loadMore === 'loaded' ? strings.allShown(tab.count) : strings.shown(tab.count, tab.total)
    return tab.added ? `${strings.added(tab.added)} ${shown}` : shown
  })
  return (
    <div className="ltabs-sr-only" role="status">
      {message}
    </div>
  )
}

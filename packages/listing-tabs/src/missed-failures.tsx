import type { TabMarkup } from './block-markup.ts'
import { useListing } from './store.ts'
import type { ListingStrings } from './strings.ts'

export interface MissedFailuresProps {
  readonly tabs: readonly TabMarkup[]
  readonly strings: ListingStrings
}

/**
 * The load-more failures of tabs that were not shown when they came. Each
 * tab's own alert sits in its hidden panel, which nobody sees or hears; this
 * one is said and shown above the panels, as an alert like any failure, until
 * the visitor goes to that tab, where its own message and button wait.
 */
export function MissedFailures({ tabs, strings }: MissedFailuresProps) {
  const missed = useListing((state) => state.missedFailures)
  return missed.map((index) => (
    <p key={index} className="ltabs-error ltabs-error-message" role="alert">
      {strings.loadMoreFailedIn(tabs[index]?.label ?? '')}
    </p>
  ))
}

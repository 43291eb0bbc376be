import type { ListingSettings, TabMarkup } from './block-markup.ts'
import { classNames } from './class-names.ts'
import type { TabState } from './listing-state.ts'
import { dataAttributes } from './payload-fields.ts'
import { useDispatch } from './store.ts'
import type { ListingStrings } from './strings.ts'

export interface LoadMoreProps {
  readonly tab: TabMarkup
  readonly state: TabState
  readonly settings: ListingSettings
  readonly strings: ListingStrings
}

/**
 * The module's `.ltabs-loadmore` block, its `data-rl_*` kept up to date for
 * the template's own scripts (`data-rl_start` as the original wrote it). The button is a real button with its label as
 * text (the module's stylesheet drew it from `data-label`, which stays unset
 * so that old rule draws nothing), `loading` while a page is fetched and
 * `loaded`, with the "all ready" label, once every item is shown.
 */
export function LoadMore({ tab, state, settings, strings }: LoadMoreProps) {
  const dispatch = useDispatch()
  const allReady = tab.loadMore.allReadyLabel || strings.allReady
  const label = state.loadMore === 'loaded' ? allReady : tab.loadMore.label || strings.loadMore
  return (
    <div
      className="ltabs-loadmore"
      data-active-content={tab.panelSelector}
      data-categoryid={tab.loadMore.categoryId ?? tab.categoryId}
      data-rl_start={state.rlStart}
      data-rl_total={Number.isFinite(state.total) ? state.total : undefined}
      data-rl_allready={allReady}
      data-ajaxurl={settings.ajaxUrl}
      data-modid={settings.moduleId}
      data-rl-field_order={tab.loadMore.fieldOrder ?? tab.fieldOrder}
      {...dataAttributes(tab.loadMore.fields)}
    >
      {state.failure === 'load-more' && (
        <p className="ltabs-error ltabs-error-message" role="alert">
          {strings.loadMoreFailed}
        </p>
      )}
      <button
        type="button"
        className={classNames('ltabs-loadmore-btn', state.loadMore !== 'idle' && state.loadMore)}
        aria-disabled={state.loadMore === 'loaded' || undefined}
        aria-busy={state.loadMore === 'loading' || undefined}
        onClick={() => dispatch({ type: 'load-more' })}
      >
        <span className="ltabs-image-loading" aria-hidden="true" />
        <span className="ltabs-loadmore-label">{label}</span>
      </button>
    </div>
  )
}

import { documentProperty, SanitizedNodes } from '@jc/widget-kit'
import { useLayoutEffect, useRef } from 'react'
import type { ListingSettings, TabMarkup } from './block-markup.ts'
import { classNames } from './class-names.ts'
import { useEntrance } from './entrance.ts'
import type { ListingIds } from './listing-ids.ts'
import { LoadMore } from './load-more.tsx'
import { useDispatch, useListing } from './store.ts'
import type { ListingStrings } from './strings.ts'

export interface TabPanelProps {
  readonly index: number
  readonly tab: TabMarkup
  readonly settings: ListingSettings
  readonly ids: ListingIds
  readonly strings: ListingStrings
  /** False for the `none` effect and under `prefers-reduced-motion`. */
  readonly animate: boolean
}

/**
 * One tab's panel in the module's classes: `ltabs-process` and a loading
 * indicator while its first page is fetched, `ltabs-items-loaded` after. A
 * loaded tab without any item says it is empty, and has nothing to load more
 * of. Each
 * answer stays the sanitized batch it came in; batches are laid out as if
 * their items were children of `.ltabs-items-inner` (`display: contents`).
 */
export function TabPanel({ index, tab, settings, ids, strings, animate }: TabPanelProps) {
  const state = useListing((store) => store.tabs[index])
  const selected = useListing((store) => store.selected === index)
  const dispatch = useDispatch()
  const panel = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const entrance = state?.entrance ?? { run: 0, from: 0 }
  useEntrance(inner, entrance, animate)
  // A load-more answer lands before the button: a visitor still on the button goes on at the
  // first item it brought, which they would else have to look for behind them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new entrance is an answer (a switch's starts at 0).
  useLayoutEffect(() => {
    const element = panel.current
    if (!element || entrance.from === 0) return
    const active = documentProperty(element.ownerDocument, 'activeElement')
    if (!active || active !== element.querySelector('.ltabs-loadmore-btn')) return
    element
      .querySelectorAll('.ltabs-item')
      [entrance.from]?.querySelector<HTMLElement>('a[href], button')
      ?.focus()
  }, [entrance.run])
  if (!state) return null

  const processing = state.status === 'processing'

  return (
    <div
      ref={panel}
      id={ids.panel(index)}
      className={classNames(
        'ltabs-items',
        selected && 'ltabs-items-selected',
        state.status === 'loaded' && 'ltabs-items-loaded',
        processing && 'ltabs-process',
        tab.panelClass,
      )}
      role="tabpanel"
      aria-labelledby={ids.tab(index)}
      aria-busy={processing}
      hidden={!selected}
      // A panel with nothing to focus (an empty tab, one whose first items are still on their
      // way): Tab reaches the panel itself, as the APG tabs pattern asks. Else focusable from
      // script only: "Try again" hands it the focus.
      tabIndex={state.count === 0 && !state.failure ? 0 : -1}
    >
      <div ref={inner} className={tab.innerClass}>
        {state.batches.map((batch) => (
          <SanitizedNodes key={batch.id} className="ltabs-items-batch" nodes={batch.nodes} />
        ))}
        {processing && (
          <div className="ltabs-loading">
            <span className="ltabs-sr-only">{strings.loading}</span>
          </div>
        )}
      </div>
      {state.failure === 'tab' && (
        <div className="ltabs-error" role="alert">
          <p className="ltabs-error-message">{strings.tabFailed}</p>
          <button
            type="button"
            className="ltabs-retry"
            onClick={() => {
              dispatch({ type: 'retry' })
              // The button goes with the error; the busy panel keeps the focus, and the status says when it has loaded.
              panel.current?.focus()
            }}
          >
            {strings.retry}
          </button>
        </div>
      )}
      {state.status === 'loaded' && state.count === 0 && (
        <p className="ltabs-empty">{strings.empty}</p>
      )}
      {state.status === 'loaded' && state.count > 0 && (
        <LoadMore tab={tab} state={state} settings={settings} strings={strings} />
      )}
    </div>
  )
}

import {
  type ElementProps,
  elementLanguage,
  emit,
  initialMarkup,
  warnLanguage,
} from '@jc/widget-kit'
import {
  type CSSProperties,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { type BlockMarkup, readBlockMarkup } from './block-markup.ts'
import { CategoryCarousel } from './carousel/category-carousel.tsx'
import { thumbnailTemplate } from './carousel/video-link.ts'
import { browserEnvironment, type ListingEnvironment } from './environment.ts'
import { listingReadyEvent } from './events.ts'
import { focusPlaceIn, restoreFocus } from './focus-place.ts'
import { createListingController } from './listing-controller.ts'
import { listingIds } from './listing-ids.ts'
import { initialListingState, type ListingAction } from './listing-state.ts'
import { ListingStatus } from './listing-status.tsx'
import { MissedFailures } from './missed-failures.tsx'
import { dataAttributes } from './payload-fields.ts'
import { sanitizedCopy } from './safe-markup.ts'
import { resolveSettings, type SettingAttributes } from './settings.ts'
import { createListingStore, ListingContext } from './store.ts'
import { listingStrings } from './strings.ts'
import { TabPanel } from './tab-panel.tsx'
import { Tabs } from './tabs.tsx'

export interface ListingTabsProps extends ElementProps, SettingAttributes {
  /** `video-thumbnails`: a URL template (`{host}`, `{id}`) for carousel video thumbnails. */
  readonly videoThumbnails?: string | undefined
  /** The page and network seams; the browser's unless a test or `defineListingTabs` passes others. */
  readonly environment?: ListingEnvironment | undefined
}

/**
 * `<listing-tabs>`: takes over the SJ Listing Tabs block the server rendered
 * inside it. Without such a block it renders nothing and says so in the console.
 */
export function ListingTabs(props: ListingTabsProps) {
  const { container } = props
  const [environment] = useState(() => props.environment ?? browserEnvironment())
  const [block] = useState(() =>
    container ? readBlockMarkup(sanitizedCopy(initialMarkup(container))) : undefined,
  )
  // Read while the printed block is still in the page: its first render replaces the focused node.
  const [focusPlace] = useState(() => (container ? focusPlaceIn(container) : undefined))
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render takes the printed block away.
  useLayoutEffect(() => {
    if (container && block) restoreFocus(container, focusPlace)
  }, [])
  useEffect(() => {
    if (container && block) {
      emit(container, listingReadyEvent, null)
      return
    }
    environment.log.warn(
      '<listing-tabs>: it shows nothing without the SJ Listing Tabs module’s markup (its div.sj-listing-tabs) inside it.',
    )
  }, [block, container, environment])
  if (!container || !block) return null
  return <ListingBlock {...props} container={container} block={block} environment={environment} />
}

interface ListingBlockProps extends ListingTabsProps {
  readonly container: HTMLElement
  readonly block: BlockMarkup
  readonly environment: ListingEnvironment
}

function ListingBlock({
  container,
  block,
  environment,
  videoThumbnails,
  ajaxUrl,
  moduleId,
  effect,
  delay,
  duration,
}: ListingBlockProps) {
  const language = useMemo(() => {
    warnLanguage('listing-tabs', container, environment.log)
    return elementLanguage(container)
  }, [container, environment])
  const strings = listingStrings(language.language)
  // Checked when an attribute changes, not on every render, so a wrong one is named once.
  const settings = useMemo(
    () =>
      resolveSettings(
        block.settings,
        { ajaxUrl, moduleId, effect, delay, duration },
        environment.pageUrl(),
        environment.log,
      ),
    [block, ajaxUrl, moduleId, effect, delay, duration, environment],
  )
  const thumbnails = useMemo(
    () => thumbnailTemplate(videoThumbnails, environment.log),
    [videoThumbnails, environment],
  )
  const current = useRef(settings)
  current.current = settings
  const fallbackId = useId()
  const ids = listingIds(block.id || `ltabs${fallbackId}`)

  const [store] = useState(() =>
    createListingStore(
      initialListingState(
        block.tabs.map((tab) => ({ ...tab.loadMore, items: tab.items })),
        block.selected,
      ),
    ),
  )
  const [controller] = useState(() =>
    createListingController({
      store,
      element: container,
      tabs: block.tabs,
      fields: block.fields,
      settings: () => current.current,
      environment,
    }),
  )
  useEffect(() => () => controller.dispose(), [controller])
  // A selected tab printed without its items (a template override, a page cache) is fetched at
  // once: clicking the selected tab does nothing, so nothing else would ever load it.
  useEffect(() => controller.dispatch({ type: 'retry' }), [controller])
  const panels = useRef<HTMLDivElement>(null)
  const context = useMemo(
    () => ({
      store,
      // Read before the visitor's action changes the panels: one that goes on loading keeps their
      // height (listing-tabs.css), so the page below does not jump up, then down as items come.
      dispatch: (action: ListingAction) => {
        const element = panels.current
        element?.style.setProperty('--ltabs-held', getComputedStyle(element).blockSize)
        controller.dispatch(action)
      },
    }),
    [store, controller],
  )

  const narrow = useSyncExternalStore(environment.screen.subscribe, environment.screen.narrow)
  const reducedMotion = useSyncExternalStore(
    environment.motion.subscribe,
    environment.motion.reduced,
  )
  const animate = settings.effect !== 'none' && !reducedMotion
  const rtl = language.direction === 'rtl'
  // Custom properties set through React go through CSSOM, which a strict style-src allows.
  const timing = {
    '--ltabs-delay': `${settings.delay}ms`,
    '--ltabs-duration': `${settings.duration}ms`,
    '--ltabs-effect': `ltabs-${settings.effect}`,
  } as CSSProperties

  return (
    <ListingContext.Provider value={context}>
      <div id={block.id || undefined} className={block.className} style={timing}>
        <div className="ltabs-wrap">
          <div
            className="ltabs-tabs-container"
            data-delay={settings.delay}
            data-duration={settings.duration}
            data-effect={settings.effect}
            data-ajaxurl={settings.ajaxUrl}
            data-modid={settings.moduleId}
            {...dataAttributes(block.fields)}
          >
            <Tabs tabs={block.tabs} ids={ids} strings={strings} narrow={narrow} rtl={rtl} />
          </div>
          <MissedFailures tabs={block.tabs} strings={strings} />
          <div ref={panels} className="ltabs-items-container">
            {block.tabs.map((tab, index) => (
              <TabPanel
                key={ids.panel(index)}
                index={index}
                tab={tab}
                settings={settings}
                ids={ids}
                strings={strings}
                animate={animate}
              />
            ))}
          </div>
          {block.carousel && block.carousel.cards.length > 0 && (
            <CategoryCarousel
              markup={block.carousel}
              strings={strings}
              language={language.language}
              rtl={rtl}
              environment={environment}
              thumbnails={thumbnails}
            />
          )}
        </div>
        <ListingStatus strings={strings} />
      </div>
    </ListingContext.Provider>
  )
}

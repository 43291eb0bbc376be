import {
  type ElementProps,
  elementLanguage,
  emit,
  initialMarkup,
  SanitizedNodes,
  sanitizeToFragment,
  warnLanguage,
} from '@jc/widget-kit'
import {
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { browserLightboxEnvironment, type LightboxEnvironment } from './lightbox-environment.ts'
import { lightboxEventFor } from './lightbox-events.ts'
import { lightboxSet, markedTrigger } from './lightbox-marking.ts'
import { createLightboxStore, LightboxStoreContext } from './lightbox-store.ts'
import { useLightboxDialog } from './load-lightbox-dialog.ts'
import { markupOf } from './server-markup.ts'

export interface SiteLightboxProps extends ElementProps {
  /** The world the lightbox acts on; tests pass their own. */
  readonly environment?: LightboxEnvironment
}

/**
 * Takes over the markup inside `<site-lightbox>` (a gallery, an article) and
 * opens the images marked in it in a modal dialog, one set at a time. The
 * dialog's code comes on demand, when a visitor is about to open an image.
 */
export function SiteLightbox({ container, environment }: SiteLightboxProps) {
  const [store] = useState(createLightboxStore)
  const [world] = useState(() => environment ?? browserLightboxEnvironment())
  const triggers = useRef<readonly Element[]>([])
  const { Dialog, load } = useLightboxDialog()
  const warmed = useRef(false)
  // Sanitized once per element: a re-render shows the same nodes, never fresh ones.
  const markup = useMemo(
    () =>
      sanitizeToFragment(container ? markupOf(initialMarkup(container)) : '', {
        source: '<site-lightbox>',
      }),
    [container],
  )
  const { language, direction } = container
    ? elementLanguage(container)
    : ({ language: 'en', direction: 'ltr' } as const)

  useEffect(() => {
    if (container) warnLanguage('site-lightbox', container)
  }, [container])

  useEffect(
    () =>
      store.subscribe((lightbox, previous) => {
        const event = lightboxEventFor(previous, lightbox)
        if (event && container) emit(container, event.type, event.detail)
      }),
    [store, container],
  )

  // Without its dialog the lightbox does what the page would do without it:
  // the image opens as a page, so a click never does nothing. Clicks that
  // were waiting together follow the last one, once.
  const followLink = (error: unknown) => {
    const lightbox = store.getState()
    if (lightbox.status !== 'open') return
    console.warn(
      `<site-lightbox>: the image viewer did not load (${error instanceof Error ? error.message : String(error)}); opening the image itself.`,
    )
    store.dispatch({ type: 'close' })
    const image = lightbox.items[lightbox.index]?.original
    if (image) world.navigate(image)
  }

  const onClick = (event: MouseEvent<HTMLElement>) => {
    // A modified click keeps its browser meaning: a new tab, a download.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return
    }
    const trigger = markedTrigger(event.target, event.currentTarget)
    if (!trigger) return
    event.preventDefault()
    const lightbox = store.getState()
    // A double click while the dialog is on its way asks for the same image once.
    if (lightbox.status === 'open' && triggers.current[lightbox.index] === trigger) return
    const set = lightboxSet(trigger, event.currentTarget)
    triggers.current = set.triggers
    // Open at once: a dialog still on its way shows the set as soon as it arrives.
    store.dispatch({ type: 'open', items: set.items, index: set.index })
    load().catch(followLink)
  }

  // On the way to a thumbnail (a pointer over it or down on it, focus), so
  // that the click usually finds the dialog in.
  const warm = (event: SyntheticEvent<HTMLElement>) => {
    if (warmed.current || !markedTrigger(event.target, event.currentTarget)) return
    warmed.current = true
    // A failure is the click's to answer: it asks again.
    load().catch(() => {})
  }

  // Focus goes back to the thumbnail of the image seen last, so the visitor
  // goes on from where they were in the set.
  const onClosed = useCallback((index: number) => {
    const thumbnail = triggers.current[index] ?? triggers.current[0]
    if (thumbnail instanceof HTMLElement) thumbnail.focus()
  }, [])

  return (
    <LightboxStoreContext value={store}>
      <SanitizedNodes
        nodes={markup}
        className="site-lightbox-content"
        onClick={onClick}
        onPointerOver={warm}
        onPointerDown={warm}
        onFocus={warm}
      />
      {Dialog ? (
        <Dialog language={language} direction={direction} environment={world} onClosed={onClosed} />
      ) : null}
    </LightboxStoreContext>
  )
}

import {
  type ElementProps,
  elementLanguage,
  emit,
  initialMarkup,
  SanitizedNodes,
  sanitizeToFragment,
  warnLanguage,
} from '@jc/widget-kit'
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { LightboxDialog } from './lightbox-dialog.tsx'
import { browserLightboxEnvironment, type LightboxEnvironment } from './lightbox-environment.ts'
import { lightboxEventFor } from './lightbox-events.ts'
import { lightboxSet, markedTrigger } from './lightbox-marking.ts'
import { createLightboxStore, LightboxStoreContext } from './lightbox-store.ts'
import { lightboxStrings } from './lightbox-strings.ts'
import { markupOf } from './server-markup.ts'

export interface SiteLightboxProps extends ElementProps {
  /** The world the lightbox acts on; tests pass their own. */
  readonly environment?: LightboxEnvironment
}

/**
 * Takes over the markup inside `<site-lightbox>` (a gallery, an article) and
 * opens the images marked in it in a modal dialog, one set at a time.
 */
export function SiteLightbox({ container, environment }: SiteLightboxProps) {
  const [store] = useState(createLightboxStore)
  const [world] = useState(() => environment ?? browserLightboxEnvironment())
  const triggers = useRef<readonly Element[]>([])
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
  const strings = lightboxStrings(language)

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

  const onClick = (event: MouseEvent<HTMLElement>) => {
    // A modified click keeps its browser meaning: a new tab, a download.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return
    }
    const trigger = markedTrigger(event.target, event.currentTarget)
    if (!trigger) return
    event.preventDefault()
    const set = lightboxSet(trigger, event.currentTarget)
    triggers.current = set.triggers
    store.dispatch({ type: 'open', items: set.items, index: set.index })
  }

  // Focus goes back to the thumbnail of the image seen last, so the visitor
  // goes on from where they were in the set.
  const onClosed = useCallback((index: number) => {
    const thumbnail = triggers.current[index] ?? triggers.current[0]
    if (thumbnail instanceof HTMLElement) thumbnail.focus()
  }, [])

  return (
    <LightboxStoreContext value={store}>
      <SanitizedNodes nodes={markup} className="site-lightbox-content" onClick={onClick} />
      <LightboxDialog
        strings={strings}
        direction={direction}
        environment={world}
        onClosed={onClosed}
      />
    </LightboxStoreContext>
  )
}

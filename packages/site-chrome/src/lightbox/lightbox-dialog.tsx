import { elementLanguage, emit } from '@jc/widget-kit'
import { useCallback, useEffect, useRef, useState } from 'react'
import { browserImagePreloader } from './image-preloader.ts'
import type { LargeImages } from './large-images.ts'
import type { LightboxEnvironment } from './lightbox-environment.ts'
import { announceLightboxError } from './lightbox-error.ts'
import { lightboxErrorFor, lightboxEventFor } from './lightbox-events.ts'
import { lightboxSet } from './lightbox-marking.ts'
import { createLightboxStore } from './lightbox-store.ts'
import { LightboxView } from './lightbox-view.tsx'
import { browserViewerHistory } from './viewer-history.ts'

/** A click the viewer is to answer: the marked element, and the content it was found in. */
export interface LightboxOpening {
  readonly trigger: Element
  readonly root: Element
}

export interface LightboxDialogProps {
  /** The `<site-lightbox>` element: it gives the language and announces what the viewer does. */
  readonly host: HTMLElement
  /** The last click on a marked image: each new one opens its set, once. */
  readonly opening: LightboxOpening | undefined
  /** Whether the sets it opens ask for `-large` copies; read by the element. */
  readonly largeImages: LargeImages
  readonly environment: LightboxEnvironment
}

/**
 * The image viewer of one `<site-lightbox>`. It comes in a chunk of its own,
 * with its state, its words and the reading of the sets: the element imports
 * it when a visitor is about to open an image and hands it the clicks, those
 * made before it arrived among them.
 */
export function LightboxDialog({ host, opening, largeImages, environment }: LightboxDialogProps) {
  const { language, direction } = elementLanguage(host)
  const [store] = useState(createLightboxStore)
  const [world] = useState(() => ({
    timers: environment.timers,
    preloader: environment.preloader ?? browserImagePreloader(),
    history: environment.history ?? browserViewerHistory(),
  }))
  const triggers = useRef<readonly Element[]>([])
  const answered = useRef<LightboxOpening>(undefined)

  useEffect(
    () =>
      store.subscribe((lightbox, previous) => {
        const event = lightboxEventFor(previous, lightbox)
        if (event) emit(host, event.type, event.detail)
        const failure = lightboxErrorFor(previous, lightbox)
        if (failure) announceLightboxError(host, failure)
      }),
    [store, host],
  )

  // After the subscription, which announces the opening. Each click opens
  // its set once, also where effects run twice (React's StrictMode).
  useEffect(() => {
    if (!opening || opening === answered.current) return
    answered.current = opening
    const set = lightboxSet(opening.trigger, opening.root, largeImages)
    triggers.current = set.triggers
    store.dispatch({ type: 'open', items: set.items, index: set.index })
  }, [store, opening, largeImages])

  // Focus goes back to the thumbnail of the image seen last, so the visitor
  // goes on from where they were in the set.
  const onClosed = useCallback((index: number) => {
    const thumbnail = triggers.current[index] ?? triggers.current[0]
    if (thumbnail instanceof HTMLElement) thumbnail.focus()
  }, [])

  return (
    <LightboxView
      store={store}
      language={language}
      direction={direction}
      environment={world}
      onClosed={onClosed}
    />
  )
}

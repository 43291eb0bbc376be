import type { Direction, Language } from '@jc/widget-kit'
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useSyncExternalStore,
  type WheelEvent,
} from 'react'
import { keepTabInside } from './focus-cycle.ts'
import type { LightboxEnvironment } from './lightbox-environment.ts'
import {
  doubleClickGap,
  keyMove,
  type LightboxMove,
  swipeMove,
  wheelGestureGap,
  wheelMove,
} from './lightbox-gestures.ts'
import { ChevronIcon, CloseIcon } from './lightbox-icons.tsx'
import { currentSource, firstFile, type LightboxAction } from './lightbox-state.ts'
import type { LightboxStore } from './lightbox-store.ts'
import { lightboxStrings } from './lightbox-strings.ts'

export interface LightboxViewProps {
  readonly store: LightboxStore
  readonly language: Language
  readonly direction: Direction
  readonly environment: Required<Pick<LightboxEnvironment, 'timers' | 'preloader' | 'history'>>
  /** After the dialog closed, with the position of the image it showed last. */
  readonly onClosed: (index: number) => void
}

function actionFor(move: LightboxMove, count: number): LightboxAction {
  if (move === 'first') return { type: 'show', index: 0 }
  if (move === 'last') return { type: 'show', index: count - 1 }
  return { type: move }
}

/** The modal dialog that shows one image of the store's set at a time. */
export function LightboxView({
  store,
  language,
  direction,
  environment,
  onClosed,
}: LightboxViewProps) {
  const strings = lightboxStrings(language)
  const lightbox = useSyncExternalStore(store.subscribe, store.getState)
  const { dispatch } = store
  const dialog = useRef<HTMLDialogElement>(null)
  const shownIndex = useRef(0)
  const wasOpen = useRef(false)
  const lastWheel = useRef(Number.NEGATIVE_INFINITY)
  const openedAt = useRef(Number.NEGATIVE_INFINITY)
  const leaveHistory = useRef<(() => void) | null>(null)
  const swipeStart = useRef<{ readonly x: number; readonly y: number } | null>(null)
  const open = lightbox.status === 'open'
  const index = open ? lightbox.index : -1
  const settled = open && (lightbox.loaded || lightbox.source === 'none')

  useEffect(() => {
    if (index >= 0) shownIndex.current = index
  }, [index])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      openedAt.current = environment.timers.now()
      leaveHistory.current = environment.history.enter(() => store.dispatch({ type: 'close' }))
    }
    if (!open && wasOpen.current) {
      if (element.open) element.close()
      leaveHistory.current?.()
      leaveHistory.current = null
      onClosed(shownIndex.current)
    }
    wasOpen.current = open
  }, [open, onClosed, environment, store])

  // Neighbours load once the image in view has, so they never compete with it:
  // each the file it would show first. A preload that finds its file missing
  // says so, and showing that image skips it, as the next preload does.
  useEffect(() => {
    if (lightbox.status !== 'open' || !settled) return
    for (const neighbour of [lightbox.items[index - 1], lightbox.items[index + 1]]) {
      const url = firstFile(neighbour, lightbox.missing)
      if (url) environment.preloader.preload(url, () => dispatch({ type: 'imageFailed', url }))
    }
  }, [lightbox, index, settled, environment, dispatch])

  // Closed, the dialog stays in the page, empty, for showModal to open; its
  // handlers find nothing to do then.
  const items = open ? lightbox.items : []
  const count = items.length
  const item = items[index]
  const source = currentSource(lightbox)
  const move = (next: LightboxMove | undefined) => {
    if (next) dispatch(actionFor(next, count))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Closed here rather than by the browser's cancel, so that the key is
      // marked as handled: what lies under the viewer (an open menu) keeps it.
      event.preventDefault()
      dispatch({ type: 'close' })
      return
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return
    keepTabInside(event.currentTarget, event)
    const next = keyMove(event.key, direction)
    if (!next) return
    event.preventDefault()
    move(next)
  }

  const onWheel = (event: WheelEvent<HTMLDialogElement>) => {
    const now = environment.timers.now()
    const quiet = now - lastWheel.current >= wheelGestureGap
    lastWheel.current = now
    if (quiet) move(wheelMove(event.deltaX, event.deltaY, direction))
  }

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The second half of a double tap or click on a thumbnail lands on the viewer it opened:
    // on the image it would move on from the one asked for, on the backdrop close it.
    if (environment.timers.now() - openedAt.current < doubleClickGap) return
    if (event.target instanceof HTMLImageElement) move('next')
    else if (event.target === event.currentTarget) dispatch({ type: 'close' })
  }

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    // The middle button closes; without this it would start autoscrolling first.
    if (event.button === 1) event.preventDefault()
  }

  const onAuxClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.button !== 1) return
    event.preventDefault()
    dispatch({ type: 'close' })
  }

  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    swipeStart.current =
      event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY }
  }

  const onPointerUp = (event: PointerEvent<HTMLDialogElement>) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start) move(swipeMove(event.clientX - start.x, event.clientY - start.y, direction))
  }

  return (
    <dialog
      ref={dialog}
      className="site-lightbox-dialog"
      dir={direction}
      aria-label={strings.dialog}
      onClose={() => dispatch({ type: 'close' })}
      onKeyDown={onKeyDown}
      onWheel={onWheel}
      onClick={onClick}
      onMouseDown={onMouseDown}
      onAuxClick={onAuxClick}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null
      }}
    >
      {open ? (
        <>
          <button
            type="button"
            className="site-lightbox-close"
            aria-label={strings.close}
            onClick={() => dispatch({ type: 'close' })}
          >
            <CloseIcon />
          </button>
          <figure
            className="site-lightbox-figure"
            aria-busy={source !== undefined && !lightbox.loaded}
          >
            {source === undefined ? (
              <p className="site-lightbox-error" role="alert">
                {strings.error}
              </p>
            ) : (
              <img
                key={source}
                className="site-lightbox-image"
                src={source}
                alt={item?.alt ?? ''}
                onLoad={() => dispatch({ type: 'imageLoaded' })}
                onError={() => dispatch({ type: 'imageFailed', url: source })}
              />
            )}
            <figcaption className="site-lightbox-caption" aria-live="polite" aria-atomic="true">
              {item?.caption ? <span className="site-lightbox-title">{item.caption}</span> : null}
              <span className="site-lightbox-position">{strings.position(index + 1, count)}</span>
            </figcaption>
          </figure>
          {count > 1 ? (
            <>
              <button
                type="button"
                className="site-lightbox-arrow site-lightbox-previous"
                aria-label={strings.previous}
                aria-disabled={index === 0}
                onClick={() => move('previous')}
              >
                <ChevronIcon />
              </button>
              <button
                type="button"
                className="site-lightbox-arrow site-lightbox-next"
                aria-label={strings.next}
                aria-disabled={index === count - 1}
                onClick={() => move('next')}
              >
                <ChevronIcon />
              </button>
            </>
          ) : null}
        </>
      ) : null}
    </dialog>
  )
}

import { documentProperty, duration, type Language } from '@jc/widget-kit'
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useReducer, useRef } from 'react'
import { arrowStep } from '../arrow-step.ts'
import type { CarouselMarkup } from '../block-markup.ts'
import { classNames } from '../class-names.ts'
import type { ListingEnvironment } from '../environment.ts'
import type { ListingStrings } from '../strings.ts'
import { autoplayTransition, isRotating } from './autoplay-state.ts'
import { cardsViewTransition, initialCardsView } from './cards-view.ts'
import type { Slider } from './slider.ts'
import { VideoCard } from './video-card.tsx'
import { parseVideoLink } from './video-link.ts'

export interface CategoryCarouselProps {
  readonly markup: CarouselMarkup
  readonly strings: ListingStrings
  readonly language: Language
  readonly rtl: boolean
  /**
   * Its slider, timers and video frame, and the motion preference: less motion stops the
   * rotation, from the start or once asked for, and makes moves instant.
   */
  readonly environment: ListingEnvironment
  readonly thumbnails: string | undefined
}

/**
 * The category carousel on keen-slider, as the APG carousel pattern asks: a
 * rotation control first, previous and next, slides as labelled groups, the
 * cards out of view inert, and a live region, silent while it rotates, that
 * says which cards are in view. It pauses while hovered or holding the focus,
 * and for good when the visitor drags it, a video starts or the visitor asks
 * for less motion, under which it also moves at once.
 */
export function CategoryCarousel(props: CategoryCarouselProps) {
  const { markup, strings, rtl, environment } = props
  const { timers, motion } = environment
  const [autoplay, dispatch] = useReducer(autoplayTransition, {
    playing: !motion.reduced(),
    hovered: false,
    focused: false,
  })
  const viewport = useRef<HTMLDivElement>(null)
  const slider = useRef<Slider | undefined>(undefined)
  const listId = useId()
  const rotating = isRotating(autoplay)
  const [view, setView] = useReducer(cardsViewTransition, initialCardsView)
  const shown = view.cards
  const shownBefore = useRef(shown)

  // A move (an arrow key on a card, a drag) can take the card that holds the focus out of view,
  // where it turns inert and the browser drops the focus to the page a moment later. Before
  // that, the focus goes to the like control of the card in view on the side it left by.
  useLayoutEffect(() => {
    const before = shownBefore.current
    shownBefore.current = shown
    const list = viewport.current
    if (!list || !shown?.length) return
    const active = documentProperty(list.ownerDocument, 'activeElement')
    const cards = [...list.children]
    const left = cards.findIndex((card) => card.contains(active))
    if (left < 0 || shown.includes(left) || !active) return
    const byStart = !before || before.indexOf(left) < before.length / 2
    const card = cards[(byStart ? shown[0] : shown.at(-1)) ?? 0]
    const controls = [...(card?.querySelectorAll<HTMLElement>('a[href], button, iframe') ?? [])]
    // The list hides its overflow: scrolled, it would shift the cards off where keen-slider put them.
    ;(controls.find((control) => control.className === active.className) ?? controls[0])?.focus({
      preventScroll: true,
    })
  }, [shown])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the slider is built once over the cards the server rendered.
  useEffect(() => {
    const list = viewport.current
    if (!list) return
    // A visitor who reached a card in the printed block holds the focus there already: the
    // slider starts at that card, which would else be out of view, inert, and the focus lost.
    const focused = documentProperty(list.ownerDocument, 'activeElement')
    const instance = environment.slider(list, {
      initial: Math.max(
        0,
        [...list.children].findIndex((card) => card.contains(focused)),
      ),
      ...markup.slider,
      rtl,
      motion,
      width: environment.width,
      shown: setView,
      // A drag is the visitor taking the carousel in hand, as a press of Next is; on a
      // touch screen nothing else would stop the rotation, nor let the live region speak.
      dragged: () => dispatch({ type: 'stop' }),
    })
    slider.current = instance
    return () => {
      slider.current = undefined
      instance.destroy()
    }
  }, [])

  // The preference as last heard: less motion heard of has stopped the rotation already, so one
  // the visitor starts again since is theirs, and goes on (each move made at once).
  const heardReduced = useRef(false)

  useEffect(() => {
    const follow = () => {
      heardReduced.current = motion.reduced()
      if (heardReduced.current) dispatch({ type: 'stop' })
    }
    // Read once more as it subscribes: a change between the first render and now sends no event.
    follow()
    return motion.subscribe(follow)
  }, [motion])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rotation restarts only when it is switched on or off.
  useEffect(() => {
    if (!rotating) return
    let handle = 0
    const advance = () => {
      // Read again at each step: a change of preference the page was not told of still stops it.
      if (motion.reduced() && !heardReduced.current) {
        heardReduced.current = true
        dispatch({ type: 'stop' })
        return
      }
      slider.current?.next()
      // The wait is between moves: counted from the start of one as long as the move, the next
      // would come as it ends (the block's 3000 ms of each), and the cards would never rest in
      // view, where they stop being inert.
      handle = timers.setTimeout(advance, markup.timeout + duration(markup.slider.speed, motion))
    }
    handle = timers.setTimeout(advance, markup.timeout)
    return () => timers.clearTimeout(handle)
  }, [rotating])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // As for the tabs: the browser's shortcuts stay the browser's.
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const step = arrowStep(event.key, rtl)
    if (step > 0) slider.current?.next()
    else if (step < 0) slider.current?.previous()
    else return
    event.preventDefault()
  }

  const total = markup.cards.length
  return (
    // A group, not a region: a page with two blocks would hold two landmarks of one name.
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel is an ARIA group, not a fieldset.
    <div
      className="ltabs-categories"
      role="group"
      aria-roledescription={strings.carouselRole}
      aria-label={strings.carousel}
      // A pointer's, not the mouse's: a touch screen's tap leaves a mouse hovering until the next.
      onPointerEnter={() => dispatch({ type: 'hover', inside: true })}
      onPointerLeave={() => dispatch({ type: 'hover', inside: false })}
      // Keyboard focus only, as the APG asks: a tap that focuses Start would otherwise hold it.
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) dispatch({ type: 'focus', inside: true })
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          dispatch({ type: 'focus', inside: false })
        }
      }}
      onKeyDown={onKeyDown}
    >
      <div className="ltabs-carousel-controls">
        <button
          type="button"
          className={classNames('ltabs-carousel-pause', !autoplay.playing && 'paused')}
          aria-controls={listId}
          onClick={() => dispatch({ type: 'toggle' })}
        >
          <span className="ltabs-sr-only">{autoplay.playing ? strings.pause : strings.play}</span>
        </button>
        <button
          type="button"
          className="ltabs-carousel-previous"
          aria-controls={listId}
          onClick={() => slider.current?.previous()}
        >
          <span className="ltabs-sr-only">{strings.previous}</span>
        </button>
        <button
          type="button"
          className="ltabs-carousel-next"
          aria-controls={listId}
          onClick={() => slider.current?.next()}
        >
          <span className="ltabs-sr-only">{strings.next}</span>
        </button>
      </div>
      {/* Its text follows every move; only the visitor's are said, since it is off while rotating. */}
      <p className="ltabs-sr-only" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {view.moved &&
          shown &&
          shown.length > 0 &&
          strings.inView(
            shown.map((index) => index + 1),
            total,
          )}
      </p>
      <div ref={viewport} id={listId} className="ltabs-categories-list keen-slider">
        {markup.cards.map((card, index) => {
          const video = card.video ? parseVideoLink(card.video.href) : undefined
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is an ARIA group in the APG carousel pattern, not a fieldset.
            <div
              key={`${card.categoryId} ${card.href}`}
              className="ltabs-category keen-slider__slide"
              role="group"
              aria-roledescription={strings.slideRole}
              aria-label={strings.slide(index + 1, total)}
              data-category-id={card.categoryId}
              // Out of view, out of the accessibility tree and of the tab order.
              inert={shown !== undefined && !shown.includes(index)}
            >
              {card.video && video && (
                <VideoCard
                  video={video}
                  title={card.video.title}
                  thumbnails={props.thumbnails}
                  strings={strings}
                  language={props.language}
                  frame={environment.videoFrame}
                  onPlay={() => dispatch({ type: 'stop' })}
                />
              )}
              {card.video && !video && card.video.href && (
                <a className="ltabs-category-video" href={card.video.href}>
                  {card.video.title}
                </a>
              )}
              <a className="ltabs-category-link" href={card.href}>
                {card.image && (
                  <img
                    className="ltabs-category-image"
                    src={card.image.src}
                    alt=""
                    width={card.image.width}
                    height={card.image.height}
                  />
                )}
                <span className="ltabs-category-name">{card.name}</span>
                {card.count && <span className="ltabs-category-count">{card.count}</span>}
              </a>
            </div>
          )
        })}
      </div>
    </div>
  )
}

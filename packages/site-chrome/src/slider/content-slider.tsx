import {
  type ElementProps,
  elementLanguage,
  emit,
  followWidth,
  initialMarkup,
  landDragAtOnce,
  SanitizedNodes,
  sanitizeToFragment,
  warnAttribute,
  warnLanguage,
} from '@jc/widget-kit'
import type { KeenSliderOptions } from 'keen-slider'
import {
  type FocusEvent,
  type PointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { autoplay } from './autoplay.ts'
import { RotationIcon } from './rotation-icon.tsx'
import { browserSliderEnvironment, type SliderEnvironment } from './slider-environment.ts'
import { type SliderDetail, sliderChangedEvent } from './slider-events.ts'
import { readSliderMarkup } from './slider-markup.ts'
import { type SliderSettingsInput, sliderSettings } from './slider-settings.ts'
import { isAdvancing } from './slider-state.ts'
import { createSliderStore } from './slider-store.ts'
import { sliderStrings } from './slider-strings.ts'
import { useKeenSlider } from './use-keen-slider.ts'

/** Each setting as the author wrote it, checked by `sliderSettings`. */
export interface ContentSliderProps extends ElementProps, SliderSettingsInput {
  readonly label?: string
  /** The world the slider acts on; tests pass their own. */
  readonly environment?: SliderEnvironment
}

const tag = 'content-slider'

// A finger only touches: the mouse events a browser adds after a tap would
// read as hovering and keep the slider paused until the next tap elsewhere.
const hovers = (event: PointerEvent) => event.pointerType === 'mouse' || event.pointerType === 'pen'

/**
 * Takes over bxSlider's markup inside `<content-slider>` and runs it on
 * keen-slider: slides that advance by themselves, dots that jump, a
 * pause/play button, and the APG carousel roles.
 */
export function ContentSlider({ container, environment, ...own }: ContentSliderProps) {
  const [world] = useState(() => environment ?? browserSliderEnvironment())
  const markup = useMemo(
    () => readSliderMarkup(initialMarkup(container ?? document.createElement('div'))),
    [container],
  )
  const { language, direction } = container
    ? elementLanguage(container)
    : ({ language: 'en', direction: 'ltr' } as const)
  const strings = sliderStrings(language)
  const { mode, direction: autoDirection, speed, pause, auto, repeat, hoverPause } = own
  const settings = useMemo(
    () =>
      sliderSettings(
        { mode, direction: autoDirection, speed, pause, auto, repeat, hoverPause },
        markup.legacy,
        (attribute, value, expected) => warnAttribute(tag, attribute, value, expected),
      ),
    [mode, autoDirection, speed, pause, auto, repeat, hoverPause, markup],
  )
  // The slide the address names: its dot is a link to it, which a tap before the slider was up
  // followed, and the page showed it; starting anywhere else would take it away again.
  const [start] = useState(() =>
    Math.max(
      0,
      markup.slides.findIndex(
        (slide) => slide.id && `#${slide.id}` === container?.ownerDocument.location.hash,
      ),
    ),
  )
  const [store] = useState(() =>
    createSliderStore(markup.slides.length, settings, world.motion.reduced(), start),
  )
  useEffect(() => {
    if (container) warnLanguage(tag, container)
  }, [container])
  // Unnamed, a screen reader would say its role twice ("carousel carousel") and nothing of what it shows.
  const unnamed = !own.label && !markup.label
  const empty = markup.slides.length === 0
  useEffect(() => {
    // An empty slider shows nothing, and its missing label is the least of it.
    if (empty)
      console.warn(
        `<${tag}>: it holds no slides; put them inside it, an element each, or in a .bxslider or .slides list.`,
      )
    else if (unnamed)
      warnAttribute(tag, 'label', null, 'what the slides show, e.g. "Featured stories"')
  }, [empty, unnamed])
  const state = useSyncExternalStore(store.subscribe, store.getState)
  const currentPause = useRef(settings.pause)
  const rotationButton = useRef<HTMLButtonElement>(null)
  // Sanitized once per markup: a re-render (an attribute changed, a slide
  // moved) keeps showing the same nodes, with whatever the visitor did in them.
  const slides = useMemo(
    () => markup.slides.map((slide) => ({ ...slide, safe: sanitizeToFragment(slide.html) })),
    [markup],
  )

  useEffect(() => {
    currentPause.current = settings.pause
    store.dispatch({ type: 'configured', settings })
  }, [store, settings])

  useEffect(() => {
    const follow = () => store.dispatch({ type: 'motionChanged', reduced: world.motion.reduced() })
    // Read once more as it subscribes: a change between the first render and now sends no event.
    follow()
    return world.motion.subscribe(follow)
  }, [world, store])

  useEffect(
    () =>
      store.subscribe((next, previous) => {
        if (container && next.index !== previous.index) {
          emit<SliderDetail>(container, sliderChangedEvent, {
            index: next.index,
            count: next.count,
          })
        }
      }),
    [store, container],
  )

  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop: settings.repeat,
      rtl: direction === 'rtl',
      initial: start,
      // The store's reading of the preference, which follows a change made while the page is open.
      defaultAnimation: { duration: state.reducedMotion ? 0 : settings.speed },
      slideChanged: (slider) =>
        store.dispatch({ type: 'settled', index: slider.track.details.rel }),
      // keen-slider's snap at the end of a drag ignores defaultAnimation.
      ...(state.reducedMotion ? { dragEnded: landDragAtOnce } : {}),
    }),
    [settings.repeat, settings.speed, direction, state.reducedMotion, store, start],
  )
  const [plugins] = useState(() => [
    autoplay(store, world.timers, () => currentPause.current),
    followWidth(world.width),
  ])
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options, plugins)

  // Focus on the rotation button itself does not pause: it is how rotation starts again.
  const focusInside = (element: EventTarget | null, section: HTMLElement) =>
    element instanceof Node && section.contains(element) && element !== rotationButton.current

  const count = slides.length
  return (
    <section
      id={markup.id || undefined}
      className={markup.className || 'content-slider'}
      aria-roledescription={markup.roleDescription || strings.carousel}
      aria-label={own.label || markup.label || strings.slides}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => {
        if (hovers(event)) store.dispatch({ type: 'hovered', inside: true })
      }}
      onPointerLeave={(event: PointerEvent<HTMLElement>) => {
        if (hovers(event)) store.dispatch({ type: 'hovered', inside: false })
      }}
      onFocus={(event: FocusEvent<HTMLElement>) =>
        store.dispatch({ type: 'focused', inside: focusInside(event.target, event.currentTarget) })
      }
      onBlur={(event: FocusEvent<HTMLElement>) =>
        store.dispatch({
          type: 'focused',
          inside: focusInside(event.relatedTarget, event.currentTarget),
        })
      }
    >
      {count > 1 ? (
        <button
          ref={rotationButton}
          type="button"
          className="content-slider-rotation"
          onClick={() => store.dispatch({ type: 'rotationToggled' })}
        >
          <RotationIcon rotating={state.rotating} />
          <span className="content-slider-hidden">
            {state.rotating ? strings.stop : strings.start}
          </span>
        </button>
      ) : null}
      <div
        className="bx-viewport slider-viewport"
        aria-live={isAdvancing(state) ? 'off' : 'polite'}
      >
        <div ref={sliderRef} className="bxslider slides keen-slider">
          {slides.map((slide, index) => (
            <SanitizedNodes
              key={slide.id || index}
              id={slide.id || undefined}
              className={`${slide.className} keen-slider__slide`.trim()}
              role="group"
              aria-roledescription={strings.slide}
              aria-label={strings.position(index + 1, count)}
              inert={index !== state.index}
              nodes={slide.safe}
            />
          ))}
        </div>
      </div>
      {count > 1 ? (
        // biome-ignore lint/a11y/useSemanticElements: the slide picker is an ARIA group in the APG carousel pattern, not a fieldset
        <div
          className="bx-pager slider-pager"
          role="group"
          aria-label={markup.pickerLabel || strings.picker}
        >
          {slides.map((slide, index) => (
            <button
              key={slide.id || index}
              type="button"
              className={
                index === state.index ? 'bx-pager-link pager-dot active' : 'bx-pager-link pager-dot'
              }
              aria-current={index === state.index ? 'true' : undefined}
              onClick={() => slider.current?.moveToIdx(index)}
            >
              <span className="content-slider-hidden">{slide.name || strings.dot(index + 1)}</span>
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}

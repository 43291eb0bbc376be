import KeenSlider, {
  type KeenSliderInstance,
  type KeenSliderOptions,
  type KeenSliderPlugin,
} from 'keen-slider'
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

/**
 * keen-slider on the element given the returned ref, as `keen-slider/react`'s
 * hook would run it, but on the package's core entry: the react entry carries
 * a copy of the core of its own, and a page with the listing's carousel, which
 * uses the core, would download keen-slider twice.
 *
 * The slider is made before the first paint, as that hook's ref callback made
 * it; new options reach it through `update`, which keeps its slide and its
 * plugins, and it is destroyed on unmount.
 */
export function useKeenSlider<T extends HTMLElement>(
  options: KeenSliderOptions,
  plugins: KeenSliderPlugin[],
): readonly [RefObject<T | null>, RefObject<KeenSliderInstance | null>] {
  const container = useRef<T>(null)
  const slider = useRef<KeenSliderInstance>(null)
  // The options the slider last had: those it was made with need no update.
  const given = useRef(options)

  useLayoutEffect(() => {
    if (!container.current) return
    const instance = new KeenSlider(container.current, given.current, plugins)
    slider.current = instance
    return () => {
      instance.destroy()
      slider.current = null
    }
  }, [plugins])

  useEffect(() => {
    if (given.current === options) return
    given.current = options
    slider.current?.update(options)
  }, [options])

  return [container, slider]
}

import { type RefObject, useLayoutEffect } from 'react'

/**
 * Plays the module's entrance on the items of a panel from index `from` on,
 * each one `--ltabs-order` delays after the previous: the stylesheet turns the
 * `ltabs-entering` class into the effect's animation. Custom properties set
 * through CSSOM pass a strict `style-src`, unlike style attributes.
 */
export function useEntrance(
  inner: RefObject<HTMLElement | null>,
  entrance: { readonly run: number; readonly from: number },
  animate: boolean,
): void {
  // Only a new run replays the entrance; nothing else may restart it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the run counter stands for the entrance and its `from`.
  useLayoutEffect(() => {
    const element = inner.current
    if (!element || entrance.run === 0) return
    const items = [...element.querySelectorAll<HTMLElement>('.ltabs-item')].slice(entrance.from)
    for (const item of items) item.classList.remove('ltabs-entering')
    if (!animate) return
    items.forEach((item, index) => {
      item.style.setProperty('--ltabs-order', String(index + 1))
    })
    // Reading layout between removing and adding the class makes the animation start over.
    void element.offsetWidth
    for (const item of items) item.classList.add('ltabs-entering')
  }, [entrance.run])
}

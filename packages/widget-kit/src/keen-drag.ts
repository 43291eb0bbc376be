/** What `landDragAtOnce` uses of a keen-slider instance; widget-kit does not depend on keen-slider. */
export interface DraggedSlider {
  readonly animator: { readonly targetIdx: number | null }
  moveToIdx(index: number, absolute: boolean, animation: { duration: number }): void
}

/**
 * keen-slider ends every drag with a 500 ms snap of its own, whatever its
 * `defaultAnimation` says. Called from its `dragEnded` hook, which runs once
 * keen-slider has started that snap, this puts the slider where the snap was
 * going at once.
 */
export function landDragAtOnce(slider: DraggedSlider): void {
  const target = slider.animator.targetIdx
  if (target !== null) slider.moveToIdx(target, true, { duration: 0 })
}

import type { Timers } from '@jc/widget-kit'

/** Calls `run` once calls have stopped for `ms`; `cancel` drops a pending call. */
export function debounce(
  timers: Timers,
  ms: number,
  run: () => void,
): { call(): void; cancel(): void } {
  let pending: number | undefined
  const cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending)
    pending = undefined
  }
  return {
    call() {
      cancel()
      pending = timers.setTimeout(() => {
        pending = undefined
        run()
      }, ms)
    },
    cancel,
  }
}

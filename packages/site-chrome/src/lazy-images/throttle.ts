import type { Timers } from '@jc/widget-kit'

/**
 * Runs `run` at once, then at most once per `ms` while calls keep coming,
 * with a last run after they stop so the final state is never missed.
 */
export function throttle(
  timers: Timers,
  ms: number,
  run: () => void,
): { call(): void; cancel(): void } {
  let pending: number | undefined
  let calledAgain = false
  const rest = () => {
    pending = timers.setTimeout(() => {
      pending = undefined
      if (!calledAgain) return
      calledAgain = false
      run()
      rest()
    }, ms)
  }
  return {
    call() {
      if (pending !== undefined) {
        calledAgain = true
        return
      }
      run()
      rest()
    },
    cancel() {
      if (pending !== undefined) timers.clearTimeout(pending)
      pending = undefined
      calledAgain = false
    },
  }
}

/** The clock a widget schedules with; tests hand in a fake one. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): number
  clearTimeout(handle: number): void
  now(): number
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
  now: () => Date.now(),
}

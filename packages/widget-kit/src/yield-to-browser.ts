interface Scheduling {
  readonly scheduler?: { yield?: () => Promise<void> }
}

/**
 * Lets the browser paint and handle input before a long task goes on:
 * `scheduler.yield()` where there is one (the task keeps its place in the
 * queue), else a new task through a message channel (a zero timeout is
 * clamped to 4 ms after a few nested ones).
 */
export function yieldToBrowser(view: Window & typeof globalThis = window): Promise<void> {
  const { scheduler } = view as typeof view & Scheduling
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new view.MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

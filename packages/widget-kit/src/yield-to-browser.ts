interface Scheduling {
  readonly scheduler?: { yield?: () => Promise<void> }
}

/** A new task through a message channel (a zero timeout is clamped to 4 ms after a few nested ones). */
function nextTask(view: Window & typeof globalThis): Promise<void> {
  return new Promise((resolve) => {
    const channel = new view.MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Lets the browser handle input before a long task goes on:
 * `scheduler.yield()` where there is one (the task keeps its place in the
 * queue, ahead of other tasks), else a new task.
 */
export function yieldToBrowser(view: Window & typeof globalThis = window): Promise<void> {
  const { scheduler } = view as typeof view & Scheduling
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return nextTask(view)
}

/**
 * Resolves once the browser has painted what the page holds now: in a task
 * queued from the next animation frame, which runs after that frame's style,
 * layout and paint. A yield alone does not promise a paint (Chromium runs
 * `scheduler.yield` continuations before its rendering step), so what must
 * be seen first waits for this. A hidden tab renders no frames: after
 * `timeoutMs` it resolves all the same.
 */
export function afterNextPaint(
  view: Window & typeof globalThis = window,
  timeoutMs = 100,
): Promise<void> {
  return new Promise((resolve) => {
    // Each way out cancels only the other one: the frame has run by the time its task does.
    const frame = view.requestAnimationFrame(
      () =>
        void nextTask(view).then(() => {
          view.clearTimeout(timer)
          resolve()
        }),
    )
    const timer = view.setTimeout(() => {
      view.cancelAnimationFrame(frame)
      resolve()
    }, timeoutMs)
  })
}

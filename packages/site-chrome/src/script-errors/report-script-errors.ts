/** The prefix of every script error the page caught and only logged. */
export const caughtErrorPrefix = 'Script error caught:'

/**
 * Catches the page's uncaught errors and unhandled promise rejections and
 * logs each once, to the console only: the browser's own report is replaced,
 * and nothing is ever shown to the visitor. Returns a function that stops.
 */
export function reportScriptErrors(
  view: Window,
  log: Pick<Console, 'error'> = console,
): () => void {
  const onError = (event: ErrorEvent) => {
    event.preventDefault()
    // A cross-origin script's error arrives without its error object.
    log.error(caughtErrorPrefix, event.error ?? event.message)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault()
    // As it was rejected with: the console shows an error's stack, an object's fields.
    log.error(caughtErrorPrefix, event.reason)
  }
  view.addEventListener('error', onError)
  view.addEventListener('unhandledrejection', onRejection)
  return () => {
    view.removeEventListener('error', onError)
    view.removeEventListener('unhandledrejection', onRejection)
  }
}

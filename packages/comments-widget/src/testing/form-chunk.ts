import { vi } from 'vitest'

/** The comment form's chunk as a test holds it: whether it was asked for, and what makes it come. */
export const formChunk = {
  requested: false,
  arrive: (): void => undefined,
  fail: (_error: Error): void => undefined,
}

/**
 * Starts a test from a page that has not fetched the form yet (fresh
 * modules), as a visitor's first form does: once asked for, the form's chunk
 * waits until the test calls `formChunk.arrive()` or `formChunk.fail(error)`.
 * Import what uses the form after this.
 */
export function holdFormChunk(): void {
  vi.resetModules()
  formChunk.requested = false
  vi.doMock('../form/comment-form-chunk.ts', async (importOriginal) => {
    formChunk.requested = true
    await new Promise<void>((resolve, reject) => {
      formChunk.arrive = resolve
      formChunk.fail = reject
    })
    return importOriginal()
  })
}

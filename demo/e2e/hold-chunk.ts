import type { Page } from '@playwright/test'

/**
 * Holds back the demo's built chunk whose address matches `chunk` until
 * `release`, as a slow network would; counts the requests for it. On the
 * context: msw's service worker fetches the page's scripts, and its requests
 * are routed there.
 */
export async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let requests = 0
  await page.context().route(chunk, async (route) => {
    requests++
    await released
    await route.continue()
  })
  return { release, requests: () => requests }
}

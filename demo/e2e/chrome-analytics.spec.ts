import { expect, openDemoPage, test } from './test.ts'

interface PageView {
  readonly id: string
  readonly page: string
  readonly consentDefaults: readonly Record<string, unknown>[]
}

for (const path of ['/en/', '/fa/article.html'] as const) {
  test(`the tag container receives the page view of ${path}, and nothing leaves the machine`, async ({
    page,
    baseURL,
  }) => {
    // The page's requests pass through msw's service worker, out of page.route's reach, so the
    // test watches every request of the browser context instead: the page's and the worker's.
    const containerRequests: string[] = []
    const elsewhere: string[] = []
    const demoOrigin = new URL(baseURL ?? '').origin
    page.context().on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/analytics/gtag.js') containerRequests.push(url.href)
      if (url.origin !== demoOrigin) elsewhere.push(url.href)
    })

    await openDemoPage(page, path)
    // The chrome starts after the emulated servers and the other widgets' modules.
    await expect.poll(() => containerRequests.length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(new URL(containerRequests[0] ?? '').searchParams.get('id')).toBe('G-DEMO2025CN')

    const views = await page.waitForFunction(
      () =>
        (window as unknown as { analyticsEmulation?: { pageViews: PageView[] } }).analyticsEmulation
          ?.pageViews,
    )
    const [view] = (await views.jsonValue()) as PageView[]
    expect(view?.id).toBe('G-DEMO2025CN')
    expect(view?.page).toBe(path)
    expect(view?.consentDefaults).toEqual([
      expect.objectContaining({
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        region: expect.arrayContaining(['DE', 'FR', 'IT', 'NO', 'GB', 'CH']),
      }),
    ])
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { analyticsEmulation: { skipped: number } }).analyticsEmulation
            .skipped,
      ),
    ).toBe(0)
    expect(elsewhere).toEqual([])
  })
}

test.describe('a broken analytics configuration', () => {
  test.use({
    // A list of patterns goes in a [value, options] pair: Playwright would take a bare list whose
    // second item is an object (a RegExp is one) for such a pair.
    expectedErrors: [
      [
        /^Error in script declaration; Error: "G-\?" is not a Google tag id/,
        // A page served by page.route counts as outside the local network, so in dev Chromium
        // refuses it the connection to Vite's hot-reload socket on 127.0.0.1.
        /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/\?token=[^']+' failed/,
        /^\[vite\] failed to connect to websocket/,
      ],
      { scope: 'test' },
    ],
  })

  test('is reported in the console only, and the rest of the chrome still starts', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.route('**/en/index.html', async (route) => {
      const original = await route.fetch()
      const html = (await original.text()).replace('content="G-DEMO2025CN"', 'content="G-?"')
      await route.fulfill({ response: original, body: html })
    })
    await openDemoPage(page, '/en/index.html')
    await expect(page.locator('html')).toHaveClass(/\bjs\b/)
    await expect
      .poll(() => errors)
      .toContainEqual('Error in script declaration; Error: "G-?" is not a Google tag id')
    await expect(page.locator('script[data-analytics-container]')).toHaveCount(0)
    await expect(page.locator('#system-message-container .alert')).toHaveCount(1)
    await expect(page.locator('figure.image-caption')).toHaveCount(3)
  })
})

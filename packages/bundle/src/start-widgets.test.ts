import { afterEach, describe, expect, it, vi } from 'vitest'
import { startWidgets } from './start-widgets.ts'

// One widget every page gets, as the site chrome: counted where it starts.
const starts = vi.hoisted(() => ({ count: 0 }))
vi.mock('./shipped-widgets.ts', () => ({
  shippedWidgets: [
    {
      name: 'site-chrome',
      selector: null,
      load: async () => ({
        start: () => {
          starts.count++
        },
      }),
    },
  ],
}))

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const stops: (() => void)[] = []

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  starts.count = 0
  vi.restoreAllMocks()
})

describe('startWidgets', () => {
  it('starts the widgets once when the page loads the bundle twice, and tells the author to keep one script tag', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stops.push(startWidgets(document), startWidgets(document))
    await flush()
    expect(starts.count).toBe(1)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/loaded twice; keep one script tag/))
  })

  it('starts again once stopped', async () => {
    startWidgets(document)()
    await flush()
    stops.push(startWidgets(document))
    await flush()
    expect(starts.count).toBe(2)
  })
})

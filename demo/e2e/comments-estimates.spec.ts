import { openComments, skipped } from './comments-page.ts'
import { expect, test } from './test.ts'

// Until the browser has rendered a comment off screen (content-visibility:
// auto), the stylesheet's estimate stands for its height. A jump far down (the
// End key, the scrollbar dragged) shows those estimates for a frame or two,
// then the real heights: what the estimates miss by moves what lies below.
// Without a screen reader running: Chromium's accessibility tree lays out
// skipped comments, which hides the estimates.

for (const path of ['/fa/article.html', '/en/article.html']) {
  for (const width of [320, 390, 1280]) {
    test(`${path} at ${width} px: a jump to the end leaves Add comment where it showed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await openComments(page, path)
      const lastBody =
        'jc-comments #comments-list-0 > [id^="comment-item-"]:last-of-type .comment-body'
      expect(await skipped(page, lastBody)).toBe(true)
      // At once, as the End key where the page scrolls without motion.
      const tops = await page.locator('jc-comments #comments-form-link').evaluate(
        (link) =>
          new Promise<number[]>((resolve) => {
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
            const seen: number[] = []
            const frame = () => {
              seen.push(Math.round(link.getBoundingClientRect().top))
              if (seen.length < 20) requestAnimationFrame(frame)
              else resolve(seen)
            }
            requestAnimationFrame(frame)
          }),
      )
      expect(await skipped(page, lastBody)).toBe(false)
      // A short comment misjudged moves it by a line or so; the old single estimate for a whole
      // list of replies moved it by 240 to 1,300 px on a phone.
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(40)
    })
  }
}

// A jump beyond the margin the browser renders ahead (a viewport and a half)
// would paint a frame of empty boxes, then the comments at their real heights.
// The widget renders the comments the jump lands near before that frame.
for (const path of ['/fa/article.html', '/en/article.html']) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px: a jump into the thread shows its comments at once, where they stay`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await openComments(page, path)
      const landing = await page.locator('jc-comments #comments-list-0').evaluate(
        (list) =>
          new Promise<{ skipped: boolean; tops: number[] }>((resolve) => {
            const box = list.getBoundingClientRect()
            const middle = scrollY + box.top + box.height * 0.6 - innerHeight / 2
            window.scrollTo({ top: middle, behavior: 'instant' })
            requestAnimationFrame(() => {
              // What the frame after the jump lays out and paints.
              const centre = document
                .elementFromPoint(innerWidth / 2, innerHeight / 2)
                ?.closest<HTMLElement>('[id^="comment-item-"]')
              if (!centre) throw new Error('no comment at the centre of the view')
              const body = centre.querySelector('.comment-body')
              const skipped = !body?.checkVisibility({ contentVisibilityAuto: true })
              const tops: number[] = []
              const frame = () => {
                tops.push(Math.round(centre.getBoundingClientRect().top))
                if (tops.length < 20) requestAnimationFrame(frame)
                else resolve({ skipped, tops })
              }
              frame()
            })
          }),
      )
      expect(landing.skipped).toBe(false)
      expect(Math.max(...landing.tops) - Math.min(...landing.tops)).toBeLessThanOrEqual(1)
    })
  }
}

import { expect, openDemoPage, test } from './test.ts'

// The widget replaces the printed thread's nodes with its own. A visitor may
// be far down it by then: scroll anchoring loses the nodes it held on to, and
// each comment the browser had rendered would come back at the stylesheet's
// estimate (content-visibility: auto), moving what the visitor reads.

// The browser lands on a linked comment of the printed thread at load (the
// demo glides only once something has focus), the widget takes the thread
// over, then the page holding the comment comes from the server and replaces it.
for (const [path, hash] of [
  ['/fa/article.html', '#comment-9'],
  ['/en/article.html', '#comment-20'],
] as const) {
  test(`${path}${hash} at 390 px: the way to a linked comment never jumps back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.addInitScript((id) => {
      const tops: number[] = []
      Object.assign(window, { linkedTops: tops })
      const frame = () => {
        const target = document.getElementById(id)
        if (target) tops.push(target.getBoundingClientRect().top)
        if (tops.length < 600) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    }, hash.slice(1))
    await openDemoPage(page, `${path}${hash}`)
    const linkedTops = () =>
      page.evaluate(() => (window as unknown as { linkedTops: number[] }).linkedTops)
    // It comes to rest with the linked comment in view (at the top, unless the page ends first)…
    await expect
      .poll(async () => {
        const last = (await linkedTops()).slice(-30)
        const still =
          last.length === 30 && last.every((top) => Math.abs(top - (last[0] as number)) < 1)
        return still && (last[0] as number) > -50 && (last[0] as number) < 400
      })
      .toBe(true)
    // …gliding up to it: a render under it would throw it back by a comment or more.
    const tops = await linkedTops()
    const backs = tops.slice(1).map((top, index) => top - (tops[index] as number))
    expect(Math.max(...backs)).toBeLessThan(50)
  })
}

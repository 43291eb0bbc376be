import type { Page } from '@playwright/test'

/**
 * Records, from before the page's first script runs, every layout shift the
 * visitor did not cause (what Cumulative Layout Shift adds up), each as the
 * elements that moved and where their box went in the viewport.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: shifts })
    const named = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a node gone since'
      const classes = Array.from(node.classList, (name) => `.${name}`).join('')
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          readonly value: number
          readonly hadRecentInput: boolean
          readonly sources: readonly {
            readonly node: Node | null
            readonly previousRect: DOMRectReadOnly
            readonly currentRect: DOMRectReadOnly
          }[]
        }
        if (shift.hadRecentInput) continue
        const moved = shift.sources.map(
          (source) =>
            `${named(source.node)} from y ${Math.round(source.previousRect.y)} to ${Math.round(source.currentRect.y)}`,
        )
        shifts.push(`${shift.value.toFixed(4)}: ${moved.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far, once the frames that follow have been rendered. */
export async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    await frame()
    await frame()
    return (window as unknown as { layoutShifts: string[] }).layoutShifts
  })
}

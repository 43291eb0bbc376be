import type { Page } from '@playwright/test'
import { openComments } from './comments-page.ts'
import { expect, openDemoPage, test } from './test.ts'

// What a phone shows, measured with boxes: the lines a text takes are the
// distinct tops of its Range's rectangles.

/** How the reply/quote/report links of every comment lie: each link's lines, and the separators drawn. */
function toolbarLines(page: Page) {
  return page.evaluate(() => {
    const linesOf = (node: Node) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size
    }
    return Array.from(document.querySelectorAll('jc-comments .comments-buttons'), (buttons) => {
      // The visible part of the box: its clip-path inset, in pixels.
      const box = buttons.getBoundingClientRect()
      const inset = (getComputedStyle(buttons).clipPath.match(/-?[\d.]+px/g) ?? []).map(parseFloat)
      const [, right = 0, , left = 0] = inset
      const visible = { left: box.left + left, right: box.right - right }
      const links = Array.from(buttons.querySelectorAll('a'), (link) => {
        const rect = link.getBoundingClientRect()
        const mark = getComputedStyle(link, '::before')
        const start = rect.left + parseFloat(mark.left)
        const separator = { left: start, right: start + parseFloat(mark.width) }
        return {
          text: link.textContent ?? '',
          lines: linesOf(link),
          top: Math.round(rect.top),
          left: rect.left,
          right: rect.right,
          // Drawn when more than a pixel of it is inside the visible part (ems round).
          separatorDrawn: separator.right > visible.left + 1 && separator.left < visible.right - 1,
          separator,
        }
      })
      return {
        text: buttons.textContent ?? '',
        links,
      }
    })
  })
}

async function expectToolbarsWrapBetweenActions(page: Page) {
  const toolbars = await toolbarLines(page)
  expect(toolbars.length).toBeGreaterThan(3)
  for (const toolbar of toolbars) {
    // The server's "|" separators are not text the line could begin with.
    expect(toolbar.text).not.toContain('|')
    for (const link of toolbar.links) {
      expect(link.lines, `"${link.text}" on one line`).toBe(1)
      if (!link.separatorDrawn) continue
      // A separator drawn lies between two links of its own line.
      const line = toolbar.links.filter((other) => other.top === link.top)
      expect(line.some((other) => other.right <= link.separator.left)).toBe(true)
      expect(line.some((other) => other.left >= link.separator.right)).toBe(true)
    }
  }
  // Some toolbar wraps at this width, and some separators are drawn.
  expect(toolbars.some((toolbar) => new Set(toolbar.links.map((link) => link.top)).size > 1)).toBe(
    true,
  )
  expect(toolbars.some((toolbar) => toolbar.links.some((link) => link.separatorDrawn))).toBe(true)
}

/** The header's logo, menu button and feed icon share one row. */
async function expectHeaderInOneRow(page: Page) {
  const boxes = await Promise.all(
    ['#header .brand', '#header .menu-toggle', '#header .rss-icon'].map(async (selector) => {
      const box = await page.locator(selector).boundingBox()
      if (!box) throw new Error(`${selector} is not shown`)
      return box
    }),
  )
  const top = Math.max(...boxes.map((box) => box.y))
  const bottom = Math.min(...boxes.map((box) => box.y + box.height))
  expect(top, 'the header items overlap vertically').toBeLessThan(bottom)
}

/** Each menu item's words start on the same side, the other language's too. */
async function expectMenuAligned(page: Page, side: 'left' | 'right') {
  await page.locator('#header .menu-toggle').click()
  const edges = await page.locator('#mainmenu li > a').evaluateAll(
    (links, side) =>
      links.map((link) => {
        const range = document.createRange()
        range.selectNodeContents(link)
        return Math.round(range.getBoundingClientRect()[side as 'left' | 'right'])
      }),
    side,
  )
  expect(new Set(edges).size, `menu words' ${side} edges: ${edges.join(', ')}`).toBe(1)
  await page.locator('#header .menu-toggle').click()
}

/** The footer's link to the other language does not break. */
async function expectFooterLinksWhole(page: Page) {
  const lines = await page.locator('#footer a').evaluateAll((links) =>
    links.map((link) => {
      const range = document.createRange()
      range.selectNodeContents(link)
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size
    }),
  )
  expect(lines.every((count) => count === 1)).toBe(true)
}

/** A masked e-mail address (name, an "@" image, domain) reads left to right on one line. */
async function expectMaskedAddressWhole(page: Page, width: number) {
  const address = page.locator('jc-comments .comment-body .email').first()
  await expect(address).toHaveText('negarexample.com')
  const layout = await address.evaluate((span) => {
    const box = (node: Node | null) => {
      const range = document.createRange()
      if (node) range.selectNode(node)
      return range.getBoundingClientRect()
    }
    // The name's text, the "@" image, the domain's text.
    const name = box(span.firstChild)
    const at = box(span.querySelector('img'))
    const domain = box(span.lastChild)
    // On one line, each part overlaps the name's line box.
    const besideName = (rect: DOMRect) => rect.top < name.bottom && rect.bottom > name.top
    return {
      oneLine: besideName(at) && besideName(domain),
      inOrder: name.left < at.left && at.left < domain.left,
    }
  })
  expect(layout, `at ${width} px`).toEqual({ oneLine: true, inOrder: true })
}

/** As a phone's larger text setting does: the site's rem sizes double. */
function doubleTheText(page: Page) {
  return page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%'
    }),
  )
}

/** Nothing reaches past the window's sides, so there is nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width)
}

/**
 * Every control the server prints around the comments' text (the number, the
 * votes, the actions, the footer's links) is at least 24 px either way to tap
 * (WCAG 2.5.8); links inside a comment's text are words in a sentence.
 */
async function expectTargetsOfAtLeast24Px(page: Page) {
  const sizes = await page
    .locator(
      'jc-comments :is(.comment-anchor, a.vote-good, a.vote-poor, .comments-buttons > a, #comments-list-footer a)',
    )
    .evaluateAll((controls) =>
      controls.map((control) => {
        const box = control.getBoundingClientRect()
        return { control: control.outerHTML.slice(0, 80), width: box.width, height: box.height }
      }),
    )
  expect(sizes.length).toBeGreaterThan(10)
  const small = sizes.filter((size) => size.width < 24 || size.height < 24)
  expect(small).toEqual([])
}

/** Opens a home page once its slider and its two listing blocks, each loaded as it comes near, took their markup over. */
async function openHome(page: Page, path: string) {
  await openDemoPage(page, path)
  await expect(page.locator('.content-slider .keen-slider__slide[inert]').first()).toBeAttached()
  // The hosts, which stay: the printed block inside each is replaced as its widget takes it over.
  for (const block of await page.locator('listing-tabs').all()) {
    await block.scrollIntoViewIfNeeded()
    await expect(block.getByRole('tabpanel')).toBeVisible()
  }
}

test.describe('a phone', () => {
  test('in Persian: dates and masked addresses read in order on one line, numbers in Persian digits, toolbars wrap between actions, the header is one row, controls are 24 px to tap', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await openComments(page, '/fa/article.html')
    await expectHeaderInOneRow(page)
    await expectMenuAligned(page, 'right')
    await expectFooterLinksWhole(page)

    const dates = await page.locator('jc-comments .comment-date').evaluateAll((spans) =>
      spans.map((span) => {
        const text = span.firstChild as Text
        const at = (offset: number) => {
          const range = document.createRange()
          range.setStart(text, offset)
          range.setEnd(text, offset + 1)
          return range.getBoundingClientRect()
        }
        const range = document.createRange()
        range.selectNodeContents(span)
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)))
        const length = text.length
        return {
          text: text.data,
          lines: lines.size,
          // The year's first digit stands left of the minutes' last one: 2026-02-01 08:10 in order.
          inOrder: at(0).left < at(length - 1).left && at(0).left < at(11).left,
        }
      }),
    )
    expect(dates.length).toBeGreaterThan(3)
    for (const date of dates) {
      expect(date.text).toMatch(/^[۰-۹]{4}-[۰-۹]{2}-[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/)
      expect(date, date.text).toMatchObject({ lines: 1, inOrder: true })
    }
    await expect(page.locator('jc-comments #comment-vote-holder-11')).toHaveText('+۳')
    // Where the address falls depends on the width: the common phones' widths.
    for (const width of [320, 360, 390, 414]) {
      await page.setViewportSize({ width, height: 740 })
      await expectMaskedAddressWhole(page, width)
    }
    await page.setViewportSize({ width: 375, height: 740 })
    await expectMaskedAddressWhole(page, 375)

    await expectToolbarsWrapBetweenActions(page)
    await page.setViewportSize({ width: 320, height: 740 })
    await expectToolbarsWrapBetweenActions(page)
    await expectHeaderInOneRow(page)
    await expectTargetsOfAtLeast24Px(page)
  })

  test('in English: toolbars wrap between actions at 320 px, controls are 24 px to tap, the header is one row at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 })
    await openComments(page, '/en/article.html')
    await expectToolbarsWrapBetweenActions(page)
    await expectHeaderInOneRow(page)
    await expectTargetsOfAtLeast24Px(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await expectHeaderInOneRow(page)
    await expectMenuAligned(page, 'left')
    await expectFooterLinksWhole(page)
    await expect(page.locator('jc-comments .comment-date').first()).toHaveText(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    )
  })
})

for (const path of ['/fa/article.html', '/en/article.html']) {
  test(`${path} on a phone with its text at twice its size: no comment cuts anything off, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await doubleTheText(page)
    // Far down the longer page: the link to the thread has its widget loaded at once.
    await openComments(page, `${path}#comments`)
    // A top-level comment contains its paint (content-visibility), so what
    // reaches past its box is cut off: a date, an action's link.
    const cutOff = await page.evaluate(() =>
      Array.from(document.querySelectorAll('jc-comments .comments-list > *')).flatMap((comment) => {
        const box = comment.getBoundingClientRect()
        return Array.from(comment.querySelectorAll('*'), (element) => {
          const rect = element.getBoundingClientRect()
          const past = rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)
          return past ? `${element.localName}.${element.className}: ${element.textContent}` : ''
        }).filter(Boolean)
      }),
    )
    expect(cutOff).toEqual([])
    await expectNoSidewaysScroll(page, 375)
    // The narrowest phone: the header's title and the footer's links wrap rather than push the page.
    await page.setViewportSize({ width: 320, height: 740 })
    await expectNoSidewaysScroll(page, 320)
  })
}

// A title's long word at twice the size (the Persian home page's, the English long thread's) is
// wider than the narrowest phone: it breaks rather than push the page sideways.
for (const { path, open } of [
  { path: '/fa/', open: openHome },
  { path: '/en/', open: openHome },
  // Far down the longer page: the link to the thread has its widget loaded at once.
  { path: '/en/long-thread.html#comments', open: openComments },
]) {
  test(`${path} on a 320 px phone with its text at twice its size does not scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 })
    await doubleTheText(page)
    await open(page, path)
    await expectNoSidewaysScroll(page, 320)
  })
}

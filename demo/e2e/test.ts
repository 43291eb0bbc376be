import { test as base, expect, type Page } from '@playwright/test'
import { guardPage, type PageProblem } from './page-guard.ts'

export interface DemoOptions {
  /** `hidden`: the page runs as in a browser without the HTML Sanitizer API. */
  sanitizerApi: 'native' | 'hidden'
  /**
   * `false`: a test's accessibility scan is left out; the preview project
   * scans the same markup, built.
   */
  accessibilityScans: boolean
}

interface DemoFixtures {
  /** Console errors a test causes on purpose, e.g. the 500s of a fault switch. */
  expectedErrors: readonly RegExp[]
  pageProblems: PageProblem[]
}

/** Runs in the page before its scripts: what the widgets look for is gone. */
function hideSanitizerApi(): void {
  const scope = globalThis as { Sanitizer?: unknown }
  delete scope.Sanitizer
  Reflect.deleteProperty(Document, 'parseHTML')
  Reflect.deleteProperty(Element.prototype, 'setHTML')
  Reflect.deleteProperty(ShadowRoot.prototype, 'setHTML')
}

/**
 * The demo's test: every test fails when its page logged an error, threw, or
 * broke the Content Security Policy — even if all its assertions passed.
 */
export const test = base.extend<DemoFixtures & DemoOptions>({
  expectedErrors: [[], { option: true }],
  sanitizerApi: ['native', { option: true }],
  accessibilityScans: [true, { option: true }],
  pageProblems: [
    async ({ page, expectedErrors, sanitizerApi }, use) => {
      if (sanitizerApi === 'hidden') await page.addInitScript(hideSanitizerApi)
      const problems = await guardPage(page)
      await use(problems)
      const unexpected = problems.filter(
        (problem) =>
          problem.kind !== 'console error' ||
          !expectedErrors.some((pattern) => pattern.test(problem.text)),
      )
      expect(unexpected, 'the page must run without errors or CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Opens a demo page and waits until its emulated servers answer: the QA
 * panel appears once msw's service worker is in control.
 */
export async function openDemoPage(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.getByRole('complementary', { name: 'QA panel' })).toBeVisible()
  return response
}

export { expect }

import { test as base, expect, type Page } from '@playwright/test'
import { guardPage, type PageProblem } from './page-guard.ts'

interface DemoFixtures {
  /** Console errors a test causes on purpose, e.g. the 500s of a fault switch. */
  expectedErrors: readonly RegExp[]
  pageProblems: PageProblem[]
}

/**
 * The demo's test: every test fails when its page logged an error, threw, or
 * broke the Content Security Policy — even if all its assertions passed.
 */
export const test = base.extend<DemoFixtures>({
  expectedErrors: [[], { option: true }],
  pageProblems: [
    async ({ page, expectedErrors }, use) => {
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

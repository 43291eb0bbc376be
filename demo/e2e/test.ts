import { test as base, expect } from '@playwright/test'
import { guardPage, type PageProblem } from './page-guard.ts'

/**
 * The demo's test: every test fails when its page logged an error, threw, or
 * broke the Content Security Policy — even if all its assertions passed.
 */
export const test = base.extend<{ pageProblems: PageProblem[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems = await guardPage(page)
      await use(problems)
      expect(problems, 'the page must run without errors or CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

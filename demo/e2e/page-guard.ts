import type { Page } from '@playwright/test'

/**
 * The demo's gallery has an image without a large variant and one missing
 * altogether, so that QA sees how the lightbox copes; Chromium logs their
 * 404s as console errors, which are expected there and nowhere else.
 */
const missingOnPurpose = /\/images\/gallery\/photo-(4-large|5|5-large)\.svg$/

function isMissingOnPurpose(url: string): boolean {
  return missingOnPurpose.test(new URL(url, 'http://demo/').pathname)
}

/** Something that went wrong in the page: each one fails the test. */
export interface PageProblem {
  readonly kind: 'console error' | 'uncaught exception' | 'csp violation'
  readonly text: string
}

/**
 * Watches a page for console errors, uncaught exceptions and Content Security
 * Policy violations (including Trusted Types), from before its first script
 * runs. Chromium reports a violation to the console too, but only the
 * `securitypolicyviolation` event names the directive and the blocked code.
 */
export async function guardPage(page: Page): Promise<PageProblem[]> {
  const problems: PageProblem[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' || isMissingOnPurpose(message.location().url)) return
    problems.push({ kind: 'console error', text: `${message.text()} (${message.location().url})` })
  })
  page.on('pageerror', (error) => {
    problems.push({ kind: 'uncaught exception', text: `${error.name}: ${error.message}` })
  })
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    problems.push({ kind: 'csp violation', text })
  })
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation(text: string): void })
      .__reportCspViolation
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      )
    })
  })
  return problems
}

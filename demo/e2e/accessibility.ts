import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * An accessibility fault of markup we do not write, tolerated only inside the
 * element that holds it: the legacy JComments block starts its headings at h4
 * whatever the page around it, until `<jc-comments>` renders its own.
 */
export interface ServerMarkupFault {
  readonly rule: string
  readonly inside: string
}

/**
 * Scans the page with axe-core against WCAG 2.1 A and AA and axe's best
 * practices, and fails with the list of violations, each with the elements it
 * concerns.
 */
export async function expectAccessible(
  page: Page,
  tolerated: readonly ServerMarkupFault[] = [],
): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const found: string[] = []
  for (const violation of violations) {
    const fault = tolerated.find((candidate) => candidate.rule === violation.id)
    const targets: string[] = []
    for (const node of violation.nodes) {
      const selector = node.target.join(' ')
      const insideServerMarkup =
        fault !== undefined &&
        (await page
          .locator(selector)
          .first()
          .evaluate((element, inside) => element.closest(inside) !== null, fault.inside))
      if (!insideServerMarkup) targets.push(selector)
    }
    if (targets.length > 0) {
      found.push(`${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(', ')}`)
    }
  }
  expect(found, 'axe-core found accessibility violations').toEqual([])
}

// Prints the one summary line CI ends with, from vitest's and Playwright's
// JSON reports and the exit status of the whole test command. A failure
// outside the test runners (lint, typecheck, install, a build) counts as one
// failed test, so a red run never reads green.
import { existsSync, readFileSync } from 'node:fs'

const [vitestReport, playwrightReport, statusText] = process.argv.slice(2)
const status = Number(statusText)
let passed = 0
let failed = 0

const read = (path) =>
  path && existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined

const vitest = read(vitestReport)
if (vitest) {
  passed += vitest.numPassedTests ?? 0
  failed += vitest.numFailedTests ?? 0
}
// Playwright counts a test that passed on retry as flaky, and one marked
// test.fail() that did fail as expected.
const playwright = read(playwrightReport)
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0)
  failed += playwright.stats.unexpected ?? 0
}
if (status !== 0 && failed === 0) failed = 1
console.log(`tests: ${passed} passed, ${failed} failed`)

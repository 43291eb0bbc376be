// Prints the one summary line CI ends with, from vitest's JSON report and the
// exit status of the whole test command. A failure outside vitest (lint,
// typecheck, install) counts as one failed test, so a red run never reads green.
import { existsSync, readFileSync } from 'node:fs'

const [reportPath, statusText] = process.argv.slice(2)
const status = Number(statusText)
let passed = 0
let failed = 0
if (reportPath && existsSync(reportPath)) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'))
  passed = report.numPassedTests ?? 0
  failed = report.numFailedTests ?? 0
}
if (status !== 0 && failed === 0) failed = 1
console.log(`tests: ${passed} passed, ${failed} failed`)

import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'demo/vitest.config.ts'],
    // A worker per core. Vitest's default for a run leaves one core to its own
    // process, which has little to do: on the 2-core machines that meant one
    // worker, and the test files ran one at a time.
    maxWorkers: '100%',
    // CI reads the counts from this file for its summary line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'reports/vitest.json' }]]
      : ['default'],
  },
})

import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'demo/vitest.config.ts'],
    // CI reads the counts from this file for its summary line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'reports/vitest.json' }]]
      : ['default'],
  },
})

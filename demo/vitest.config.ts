import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'demo',
    // Page scripts run in happy-dom; the build plugins opt into Node per file.
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
})

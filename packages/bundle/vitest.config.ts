import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'bundle',
    // The loader runs in happy-dom; the build helpers opt into Node per file.
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
})

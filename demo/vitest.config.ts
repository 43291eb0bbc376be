import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'demo',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
  },
})

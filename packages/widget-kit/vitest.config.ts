import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'widget-kit',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})

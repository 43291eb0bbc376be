import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'widget-kit',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Widgets render once the sanitizing boundary is ready; here that means DOMPurify is loaded.
    setupFiles: ['./src/testing-setup.ts'],
  },
})

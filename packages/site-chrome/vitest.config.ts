import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'site-chrome',
    // happy-dom by default; a file that sanitizes markup opts into jsdom, because
    // DOMPurify does not support happy-dom (see DEVELOPERS.md).
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Widgets render once the sanitizing boundary is ready; here that means DOMPurify is loaded.
    setupFiles: ['@jc/widget-kit/testing-setup'],
  },
})

import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'listing-tabs',
    // happy-dom by default; a file that sanitizes markup opts into jsdom, because
    // DOMPurify does not support happy-dom (see DEVELOPERS.md).
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Widgets render once the sanitizing boundary is ready; here that means DOMPurify is loaded.
    setupFiles: ['@jc/widget-kit/testing-setup'],
    // The element tests drive whole blocks through jsdom, DOMPurify, msw and the
    // emulated listing server; on a busy 2-core machine one can take several seconds.
    testTimeout: 20_000,
  },
})

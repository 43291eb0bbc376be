import { defineConfig } from 'vitest/config'

// Not part of the test run: `pnpm --filter @jc/listing-tabs bench` prints the figures.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['bench/**/*.bench.tsx'],
  },
})

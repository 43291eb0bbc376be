import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server-emulation',
    // The emulation runs in the demo's page and in Node tests alike: no DOM here.
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})

import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server-emulation',
    // The emulation runs in the demo's page and in Node tests alike: no DOM here.
    environment: 'node',
    // Each test builds its own server; the files can share a worker and its
    // loaded modules, instead of each starting its own.
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
})

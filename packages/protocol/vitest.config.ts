import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'protocol',
    // The protocol runs without a DOM: every test here would crash on a DOM global.
    environment: 'node',
    // Pure modules without global state: the files can share a worker and its
    // loaded modules, instead of each starting its own.
    isolate: false,
    // The property tests run thousands of cases each; on a loaded 2-core
    // machine one can pass the default 5 s without anything being wrong.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts'],
  },
})

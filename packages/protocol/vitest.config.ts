import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'protocol',
    // The protocol runs without a DOM: every test here would crash on a DOM global.
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})

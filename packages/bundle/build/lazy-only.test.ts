// @vitest-environment node
import { expect, it } from 'vitest'
import { lazyOnlyFailures } from './lazy-only.ts'

const list = [{ chunk: 'comments.js', modules: ['comments-widget/src/form/form-reducer.ts'] }]

it('fails a chunk whose map lists a module it should import on demand, and passes one without', () => {
  const lazyReducer = {
    'comments-eX57AOQD.js': ['../../comments-widget/src/form/form-home.tsx'],
    'comment-form-chunk-B37yksuP.js': ['../../comments-widget/src/form/form-reducer.ts'],
  }
  expect(lazyOnlyFailures(lazyReducer, list)).toEqual([])
  const eagerReducer = {
    ...lazyReducer,
    'comments-eX57AOQD.js': ['../../comments-widget/src/form/form-reducer.ts'],
  }
  expect(lazyOnlyFailures(eagerReducer, list)).toEqual([
    'comments-eX57AOQD.js carries comments-widget/src/form/form-reducer.ts, which should come only on demand',
  ])
})

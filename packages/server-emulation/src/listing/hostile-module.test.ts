import { decodeListingResponse, encodeListingRequest } from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import { closedShapes } from '../closed-shapes.ts'
import { createListingServer } from './listing-server.ts'

const server = createListingServer()

function tab(categoryId: string): string {
  const body = encodeListingRequest({
    moduleId: '301',
    categoryId,
    start: 0,
    fieldOrder: 'created',
    limitStart: '0',
    cacheBuster: '1732269000123456',
    fields: [],
  })
  const response = server.respond({ url: 'http://127.0.0.1:4173/en/hostile-corpus.html', body })
  const result = decodeListingResponse(response?.body ?? '')
  if (!result.ok) throw result.error
  return result.itemsMarkup
}

describe('the listing module of the hostile corpus page', () => {
  it('prints a plain first tab with the page', () => {
    const block = server.renderBlock(301)
    expect(block).toContain('Reading the corpus')
    expect(block).not.toContain('__pwned')
  })

  it('answers its second tab with an item per closed shape, each with its note', () => {
    const markup = tab('52')
    for (const shape of closedShapes) {
      expect(markup).toContain(`Shape ${shape.name}`)
      expect(markup).toContain(`<b>${shape.name}</b>`)
    }
  })
})

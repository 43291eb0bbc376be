import { decodeListingResponse, encodeListingRequest } from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import { demoListingModules } from './demo-modules.ts'
import { k2AnswerPrefix, k2NoItems } from './k2-build.ts'
import { createListingServer } from './listing-server.ts'
import type { ListingModuleSeed } from './seed.ts'

const server = createListingServer()
const faHome = 'http://127.0.0.1:5173/fa/index.html'
const enHome = 'http://127.0.0.1:5173/en/index.html'

interface Call {
  readonly moduleId: number
  readonly categoryId: string
  readonly start?: number
  readonly fieldOrder?: string
}

function body({ moduleId, categoryId, start = 0, fieldOrder = 'created' }: Call): string {
  return encodeListingRequest({
    moduleId: String(moduleId),
    categoryId,
    start,
    fieldOrder,
    limitStart: String(start),
    cacheBuster: '1732269000123456',
    fields: [],
  })
}

const isK2 = (moduleId: number): boolean =>
  demoListingModules.find((module) => module.id === moduleId)?.build === 'k2'

/** The markup the widget would read from the answer. */
function markup(url: string, call: Call): string {
  const response = server.respond({ url, body: body(call) })
  if (response === undefined) throw new Error('The emulation let a listing call pass.')
  const result = decodeListingResponse(response.body)
  if (!result.ok) throw result.error
  // The K2 build's marker before the JSON is the only text around it.
  expect(result.warnings.map((warning) => 'excerpt' in warning && warning.excerpt)).toEqual(
    isK2(call.moduleId) ? [k2AnswerPrefix] : [],
  )
  return result.itemsMarkup
}

const itemCount = (html: string): number =>
  html.match(/<div class="ltabs-item new-ltabs-item">/g)?.length ?? 0
const titles = (html: string): string[] =>
  [...html.matchAll(/<div class="item-title"><a href="[^"]*">([^<]*)<\/a>/g)].map(
    (match) => match[1] ?? '',
  )
const dates = (html: string): string[] =>
  [...html.matchAll(/<time datetime="([^"]*)">/g)].map((match) => match[1] ?? '')
const hits = (html: string): number[] =>
  [...html.matchAll(/Read (\d+) times?/g)].map((match) => Number(match[1]))

function category(moduleId: number, categoryId: number) {
  const found = demoListingModules
    .find((module) => module.id === moduleId)
    ?.categories.find((seed) => seed.id === categoryId)
  if (found === undefined) throw new Error(`No demo category ${moduleId}/${categoryId}.`)
  return found
}

describe('respond: paging', () => {
  it('answers a tab switch with the first page of the category', () => {
    const html = markup(enHome, { moduleId: 201, categoryId: '32' })
    expect(itemCount(html)).toBe(6)
  })

  it('answers load-more with the next page, the remainder, then nothing', () => {
    const sport = category(201, 32)
    expect(sport.items).toHaveLength(20)
    const pages = [0, 6, 12, 18, 24].map((start) =>
      markup(enHome, { moduleId: 201, categoryId: '32', start }),
    )
    expect(pages.map(itemCount)).toEqual([6, 6, 6, 2, 0])
    expect(pages[4]).toBe('')
    const shown = pages.flatMap(titles)
    expect(new Set(shown).size).toBe(20)
    expect(shown.sort()).toEqual(sport.items.map((item) => item.title).sort())
  })

  it('pages from limitstart when ajax_reslisting_start is missing, as the K2 build reads it', () => {
    const form = new URLSearchParams(body({ moduleId: 201, categoryId: '32', start: 18 }))
    form.delete('ajax_reslisting_start')
    const response = server.respond({ url: enHome, body: form.toString() })
    const result = decodeListingResponse(response?.body ?? '')
    expect(result.ok && itemCount(result.itemsMarkup)).toBe(2)
  })

  it('lists every category of the module on the "all" tab', () => {
    const module = demoListingModules.find((seed) => seed.id === 101)
    const total = module?.categories.reduce((sum, seed) => sum + seed.items.length, 0) ?? 0
    const counts: number[] = []
    for (let start = 0; start <= total; start += 6) {
      counts.push(itemCount(markup(faHome, { moduleId: 101, categoryId: '*', start })))
    }
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total)
    expect(counts.at(-1)).toBe(0)
  })
})

describe('respond: the K2 build', () => {
  it('prints its marker before the JSON', () => {
    const response = server.respond({
      url: enHome,
      body: body({ moduleId: 202, categoryId: '42' }),
    })
    expect(response?.body.startsWith(`${k2AnswerPrefix}{"items_markup":"<div class=`)).toBe(true)
  })

  it('answers a category without items, and a start past the end, with its sentence', () => {
    expect(markup(enHome, { moduleId: 202, categoryId: '44' })).toBe(k2NoItems)
    expect(markup(faHome, { moduleId: 102, categoryId: '21', start: 8 })).toBe(k2NoItems)
  })

  it('answers the last load-more of a category that counts unlisted items with no item', () => {
    const business = category(202, 43)
    expect([business.items.length, business.unlisted]).toEqual([12, 2])
    const pages = [0, 8, 12].map((start) =>
      markup(enHome, { moduleId: 202, categoryId: '43', start }),
    )
    expect(pages.map(itemCount)).toEqual([8, 4, 0])
    expect(pages[2]).toBe(k2NoItems)
  })
})

describe('respond: ordering', () => {
  it('orders by date, newest first, for field_order=created', () => {
    const shown = dates(markup(enHome, { moduleId: 201, categoryId: '32', fieldOrder: 'created' }))
    const newest = category(201, 32)
      .items.map((item) => item.created)
      .sort()
      .reverse()
      .slice(0, 6)
    expect(shown).toEqual(newest)
  })

  it('orders by hits, most read first, for field_order=hits', () => {
    const shown = hits(markup(enHome, { moduleId: 201, categoryId: '32', fieldOrder: 'hits' }))
    const most = category(201, 32)
      .items.map((item) => item.hits)
      .sort((a, b) => b - a)
      .slice(0, 6)
    expect(shown).toEqual(most)
  })

  it('orders alphabetically for field_order=title', () => {
    const shown = titles(markup(enHome, { moduleId: 201, categoryId: '32', fieldOrder: 'title' }))
    const first = category(201, 32)
      .items.map((item) => item.title)
      .sort((a, b) => a.localeCompare(b, 'en'))
      .slice(0, 6)
    expect(shown).toEqual(first)
  })

  it('gives different first pages for different orderings', () => {
    const pages = ['created', 'hits', 'title'].map((fieldOrder) =>
      titles(markup(enHome, { moduleId: 201, categoryId: '32', fieldOrder })).join('|'),
    )
    expect(new Set(pages).size).toBe(3)
  })

  it('falls back to the module ordering for a field it does not know', () => {
    const unknown = markup(faHome, { moduleId: 102, categoryId: '22', fieldOrder: 'rand' })
    expect(unknown).toBe(markup(faHome, { moduleId: 102, categoryId: '22', fieldOrder: 'hits' }))
    expect(unknown).not.toBe(
      markup(faHome, { moduleId: 102, categoryId: '22', fieldOrder: 'created' }),
    )
  })
})

describe('respond: who answers', () => {
  it('lets a request pass that is no listing call', () => {
    expect(server.respond({ url: faHome, body: 'jtxf=JCommentsShowPage&jtxa[]=21' })).toBe(
      undefined,
    )
    const notAjax = body({ moduleId: 101, categoryId: '11' }).replace(
      'is_ajax_listing_tabs=1',
      'is_ajax_listing_tabs=0',
    )
    expect(server.respond({ url: faHome, body: notAjax })).toBe(undefined)
  })

  it('lets a call pass that names a module the page does not hold', () => {
    expect(server.respond({ url: faHome, body: body({ moduleId: 999, categoryId: '11' }) })).toBe(
      undefined,
    )
    expect(server.respond({ url: enHome, body: body({ moduleId: 101, categoryId: '11' }) })).toBe(
      undefined,
    )
  })

  it('answers on the page whatever the origin, query or index file name', () => {
    for (const url of ['/fa/index.html', 'http://localhost:4173/fa/', '/fa/index.html?x=1']) {
      expect(server.respond({ url, body: body({ moduleId: 101, categoryId: '11' }) })).toBeDefined()
    }
  })

  it('answers an unknown category with empty markup', () => {
    const response = server.respond({
      url: faHome,
      body: body({ moduleId: 101, categoryId: '31' }),
    })
    expect(response).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"items_markup":""}',
    })
    // Module 201 has no "all" tab.
    expect(markup(enHome, { moduleId: 201, categoryId: '*' })).toBe('')
  })

  it('serves the modules it is given', () => {
    const english = demoListingModules.find((module) => module.id === 201)
    if (english === undefined) throw new Error('No demo module 201.')
    const only: ListingModuleSeed = { ...english, id: 7 }
    const custom = createListingServer({ modules: [only] })
    expect(custom.modules).toEqual([only])
    const answer = custom.respond({ url: enHome, body: body({ moduleId: 7, categoryId: '32' }) })
    expect(answer?.status).toBe(200)
    expect(custom.respond({ url: enHome, body: body({ moduleId: 201, categoryId: '32' }) })).toBe(
      undefined,
    )
  })
})

describe('respond: the body as PHP writes it', () => {
  const response = server.respond({ url: faHome, body: body({ moduleId: 101, categoryId: '12' }) })
  const text = response?.body ?? ''

  it('escapes slashes and writes Persian text as \\u escapes', () => {
    expect(text).toContain('<\\/div>')
    expect(text).toContain('\\/fa\\/article.html')
    expect(text).toMatch(/\\u06[0-9a-f]{2}/)
    expect(text).not.toMatch(/[^\x20-\x7e]/)
  })

  it('strips line breaks, indentation, tabs and double spaces from the markup', () => {
    const result = decodeListingResponse(text)
    const html = result.ok ? result.itemsMarkup : ''
    expect(itemCount(html)).toBe(6)
    expect(html).not.toMatch(/[\n\t]| {2}/)
    expect(html).toContain('<div class="item-inner"><div class="item-image">')
  })

  it('shows Persian dates and counts with Persian digits', () => {
    const result = decodeListingResponse(text)
    const html = result.ok ? result.itemsMarkup : ''
    expect(html).toMatch(/<div class="hits">[۰-۹]+ بار خوانده شده<\/div>/)
    expect(html).not.toMatch(/>[^<]*[0-9][^<]*</)
  })
})

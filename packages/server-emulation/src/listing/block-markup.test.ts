import { describe, expect, it } from 'vitest'
import { demoListingModules } from './demo-modules.ts'
import { k2Instance, k2NoItems } from './k2-build.ts'
import { createListingServer } from './listing-server.ts'

const server = createListingServer()

/** The opening tags with this class, each as its attributes. */
function tags(html: string, className: string): Record<string, string>[] {
  const pattern = new RegExp(`<\\w+ [^>]*class="${className}(?: [^"]*)?"[^>]*>`, 'g')
  return [...html.matchAll(pattern)].map((match) =>
    Object.fromEntries(
      [...match[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    ),
  )
}

const itemCount = (html: string): number =>
  html.match(/class="ltabs-item new-ltabs-item"/g)?.length ?? 0

describe.each(demoListingModules)('renderBlock($id)', (module) => {
  const html = server.renderBlock(module.id)
  const sizes = module.categories.map(
    (category) => category.items.length + (category.unlisted ?? 0),
  )
  const totals = module.allTab ? [sizes.reduce((sum, size) => sum + size, 0), ...sizes] : sizes
  const k2 = module.build === 'k2'
  const instance = k2 ? k2Instance(module) : String(module.id)

  it('is one block with a module-wide config on the tabs container', () => {
    expect(html).toMatch(
      new RegExp(`^<div id="sj_listing_tabs_${instance}" class="sj-listing-tabs first-load">`),
    )
    expect(tags(html, 'ltabs-tabs-container')).toEqual([
      {
        class: 'ltabs-tabs-container',
        'data-delay': String(module.delay),
        'data-duration': String(module.duration),
        'data-effect': module.effect,
        'data-ajaxurl': module.ajaxUrl,
        'data-modid': String(module.id),
        ...(k2 ? { 'data-sj_class_responsive': instance } : {}),
      },
    ])
  })

  it('has one tab per category, the first one selected and loaded', () => {
    const tabs = tags(html, 'ltabs-tab')
    const ids = module.categories.map((category) => String(category.id))
    expect(tabs.map((tab) => tab['data-category-id'])).toEqual(module.allTab ? ['*', ...ids] : ids)
    expect(tabs.map((tab) => tab.class?.includes('tab-sel tab-loaded'))).toEqual(
      tabs.map((_, index) => index === 0),
    )
    for (const tab of tabs) {
      expect(tab['data-field_order']).toBe(module.fieldOrder)
      expect(tab['data-field_responsive']).toBe(k2 ? tab['data-category-id'] : undefined)
      const panel = tab['data-category-id'] === '*' ? 'all' : tab['data-category-id']
      expect(tab['data-active-content']).toBe(`.items-category-${panel}`)
    }
  })

  it('preloads one page into the first panel and leaves the others loading', () => {
    const panels = html.split('<div class="ltabs-items ').slice(1)
    expect(panels).toHaveLength(totals.length)
    panels.forEach((panel, index) => {
      const first = index === 0
      expect(panel.startsWith('ltabs-items-selected ltabs-items-loaded')).toBe(first)
      expect(itemCount(panel)).toBe(first ? Math.min(module.pageSize, totals[0] ?? 0) : 0)
      expect(panel.includes('<div class="ltabs-loading"></div>')).toBe(!first)
    })
  })

  it('gives each panel a load-more block that agrees with its category', () => {
    const blocks = tags(html, 'ltabs-loadmore')
    const buttons = tags(html, 'ltabs-loadmore-btn')
    expect(blocks.map((block) => Number(block['data-rl_total']))).toEqual(totals)
    blocks.forEach((block, index) => {
      expect(block['data-rl_start']).toBe(String(module.pageSize))
      expect(block['data-rl_load']).toBe(String(module.pageSize))
      expect(block['data-modid']).toBe(String(module.id))
      expect(block['data-ajaxurl']).toBe(module.ajaxUrl)
      expect(block['data-rl-field_order']).toBe(module.fieldOrder)
      const loaded = module.pageSize >= (totals[index] ?? 0)
      expect(buttons[index]?.class?.split(' ').includes('loaded')).toBe(loaded)
      expect(buttons[index]?.['data-label']).toBe(
        loaded ? block['data-rl_allready'] : module.lang === 'fa' ? 'بیشتر' : 'Load more',
      )
    })
  })

  it('ends with a carousel card per category, linking to the category page', () => {
    const cards = tags(html, 'ltabs-category-link')
    expect(cards.map((card) => card.href)).toEqual(
      module.categories.map((category) => category.link),
    )
    for (const category of module.categories) {
      expect(html).toContain(`<span class="ltabs-category-name">${category.name}</span>`)
    }
  })

  it('puts a category’s video link on its carousel card, ahead of the category link', () => {
    const videos = tags(html, 'ltabs-category-video')
    expect(videos.map((video) => video.href)).toEqual(
      module.categories.flatMap((category) => (category.video ? [category.video.url] : [])),
    )
    for (const category of module.categories) {
      if (category.video) expect(html).toContain(`>${category.video.title}</a>`)
    }
  })

  it('holds no script, inline style or inline handler', () => {
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=|javascript:/i)
  })
})

describe('renderBlock', () => {
  it('labels the Persian block in Persian and the English one in English', () => {
    const fa = server.renderBlock(101)
    expect(fa).toContain('data-label="بیشتر"')
    expect(fa).toContain('data-rl_allready="همه بارگذاری شد"')
    expect(fa).toContain('<span class="ltabs-tab-label">همه</span>')
    expect(fa).toMatch(/<span class="ltabs-category-count">[۰-۹]+ مطلب<\/span>/)
    const en = server.renderBlock(201)
    expect(en).toContain('data-label="Load more"')
    expect(en).toContain('data-rl_allready="All ready"')
    expect(en).toMatch(/<span class="ltabs-category-count">\d+ items<\/span>/)
  })

  it('renders a category that fits one page as already loaded', () => {
    const html = server.renderBlock(102)
    expect(html).toMatch(
      /data-rl_total="8"[^>]*>\s*<div class="ltabs-loadmore-btn loaded" data-label="همه بارگذاری شد">/,
    )
  })

  it('gives the blocks of one page different ids', () => {
    const ids = [101, 102].flatMap((id) => [...server.renderBlock(id).matchAll(/ id="([^"]+)"/g)])
    expect(new Set(ids.map((match) => match[1])).size).toBe(ids.length)
  })

  it('prints the K2 build’s sentence into a preloaded panel without any item', () => {
    const english = demoListingModules.find((module) => module.id === 202)
    if (english === undefined) throw new Error('No demo module 202.')
    const [first, ...others] = english.categories
    if (first === undefined) throw new Error('No first category.')
    const custom = createListingServer({
      modules: [{ ...english, categories: [{ ...first, items: [] }, ...others] }],
    })
    const html = custom.renderBlock(202)
    expect(html).toMatch(
      new RegExp(
        `<div class="ltabs-items ltabs-items-selected ltabs-items-loaded items-category-41">\\s*<div class="ltabs-items-inner[^"]*">\\s*${k2NoItems}\\s*</div>`,
      ),
    )
    expect(html).toMatch(/data-rl_total="0"[^>]*>\s*<div class="ltabs-loadmore-btn loaded"/)
  })

  it('refuses a module the site does not have', () => {
    expect(() => server.renderBlock(999)).toThrow(RangeError)
  })
})

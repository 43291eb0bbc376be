import { describe, expect, it } from 'vitest'
import { demoListingModules } from './demo-modules.ts'

describe('demoListingModules', () => {
  it('puts 101 and 102 on the Persian home page and 201 and 202 on the English one', () => {
    expect(demoListingModules.map((module) => [module.id, module.lang, module.ajaxUrl])).toEqual([
      [101, 'fa', '/fa/index.html'],
      [102, 'fa', '/fa/index.html'],
      [201, 'en', '/en/index.html'],
      [202, 'en', '/en/index.html'],
    ])
  })

  it('has 3 to 4 categories of 8 to 20 items in every module, and one "all" tab', () => {
    for (const module of demoListingModules) {
      const listed = module.categories.filter((category) => category.items.length > 0)
      expect(listed.length).toBeGreaterThanOrEqual(3)
      expect(listed.length).toBeLessThanOrEqual(4)
      for (const category of listed) {
        expect(category.items.length).toBeGreaterThanOrEqual(8)
        expect(category.items.length).toBeLessThanOrEqual(20)
      }
    }
    expect(demoListingModules.filter((module) => module.allTab)).toHaveLength(1)
  })

  it('makes the second module of each page a K2 build, with an empty last category and one that counts unlisted items', () => {
    expect(demoListingModules.map((module) => module.build)).toEqual([
      'content',
      'k2',
      'content',
      'k2',
    ])
    for (const module of demoListingModules.filter((seed) => seed.build === 'k2')) {
      expect(module.categories.at(-1)?.items).toEqual([])
      expect(module.categories.filter((category) => category.unlisted)).toHaveLength(1)
    }
  })

  it('has categories that page several times and first tabs that fit one page', () => {
    const pages = demoListingModules.flatMap((module) =>
      module.categories.map((category) => Math.ceil(category.items.length / module.pageSize)),
    )
    expect(Math.max(...pages)).toBeGreaterThanOrEqual(3)
    const firstFits = demoListingModules.filter(
      (module) => !module.allTab && module.categories[0]?.items.length === module.pageSize,
    )
    expect(firstFits.map((module) => module.id)).toEqual([102, 202])
  })

  it('gives items distinct ids within a module and distinct titles within a category', () => {
    for (const module of demoListingModules) {
      const ids = module.categories.flatMap((category) => category.items.map((item) => item.id))
      expect(new Set(ids).size).toBe(ids.length)
      for (const category of module.categories) {
        const titles = category.items.map((item) => item.title)
        expect(new Set(titles).size).toBe(titles.length)
      }
    }
  })

  it('writes Persian modules in Persian and links each language to its own article', () => {
    for (const module of demoListingModules) {
      for (const item of module.categories.flatMap((category) => category.items)) {
        expect(item.link).toBe(`/${module.lang}/article.html`)
        expect(item.image).toMatch(/^\/images\/thumbs\/thumb-[1-8]\.svg$/)
        expect(/[\u0600-\u06ff]/.test(item.title + item.introText)).toBe(module.lang === 'fa')
      }
    }
  })
})

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
      expect(module.categories.length).toBeGreaterThanOrEqual(3)
      expect(module.categories.length).toBeLessThanOrEqual(4)
      for (const category of module.categories) {
        expect(category.items.length).toBeGreaterThanOrEqual(8)
        expect(category.items.length).toBeLessThanOrEqual(20)
      }
    }
    expect(demoListingModules.filter((module) => module.allTab)).toHaveLength(1)
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

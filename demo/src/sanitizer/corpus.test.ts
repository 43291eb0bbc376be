// @vitest-environment jsdom
import { hostileCorpus } from '@jc/server-emulation'
import { allowedUrl } from '@jc/widget-kit'
import { createPurifyEngine, sanitizeWith, serialize } from '@jc/widget-kit/sanitizer-engines'
import { describe, expect, it, vi } from 'vitest'
import { inertProblems } from './inert-problems.ts'

// jsdom has no HTML Sanitizer API: DOMPurify here, both engines in Chromium (/sanitizer.html).
const engine = createPurifyEngine(window)

describe('the hostile corpus', () => {
  it('holds at least 150 shapes of every family, each with a canary of its own', () => {
    expect(hostileCorpus.length).toBeGreaterThanOrEqual(150)
    const names = hostileCorpus.map((shape) => shape.name)
    expect(new Set(names).size).toBe(names.length)
    expect(new Set(hostileCorpus.map((shape) => shape.family))).toEqual(
      new Set([
        'handler',
        'url',
        'namespace',
        'mutation',
        'clobbering',
        'dangling',
        'bbcode',
        'element',
      ]),
    )
    for (const shape of hostileCorpus) expect(shape.html).toContain(shape.name)
  })

  it.each(hostileCorpus.map((shape) => [shape.name, shape] as const))(
    '%s comes out of the boundary inert, forms kept or not',
    (_, shape) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      for (const keepForms of [false, true]) {
        const { fragment } = sanitizeWith(engine, shape.html, { keepForms })
        expect(inertProblems(fragment, keepForms)).toEqual([])
        expect(serialize(fragment)).not.toMatch(/__pwned[^<]*(?:<\/script|onerror|onload)/)
      }
      expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
      vi.restoreAllMocks()
    },
  )

  it('has every address shape refused by the one check, whichever element carries it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const holder = document.createElement('template')
    for (const shape of hostileCorpus.filter((each) => each.family === 'url')) {
      holder.innerHTML = shape.html
      const carrier = holder.content.querySelector(
        '[href], [src], [cite], [action], [formaction], [data], [srcset], [content], [xlink\\:href]',
      )
      const value = Array.from(carrier?.attributes ?? []).find((attribute) =>
        ['href', 'src', 'cite', 'action', 'formaction', 'data', 'xlink:href'].includes(
          attribute.name,
        ),
      )?.value
      if (value !== undefined)
        expect([shape.name, allowedUrl(value, 'corpus')]).toEqual([shape.name, null])
    }
    vi.restoreAllMocks()
  })
})

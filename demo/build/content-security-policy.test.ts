// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './content-security-policy.ts'

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values]
    }),
  )

describe('the demo Content Security Policy', () => {
  for (const mode of ['dev', 'preview'] as const) {
    it(`allows no inline code and no eval in ${mode}`, () => {
      const policy = contentSecurityPolicy(mode, 'abc')
      expect(policy).not.toMatch(/unsafe-|\*|https?:/)
      expect(directives(policy).get('script-src')).toEqual([`'self'`])
      expect(directives(policy).get('object-src')).toEqual([`'none'`])
      expect(directives(policy).get('base-uri')).toEqual([`'none'`])
    })

    it(`requires Trusted Types for scripts in ${mode}, allowing only the sanitizer's, msw's and the analytics loader's policies`, () => {
      const policy = directives(contentSecurityPolicy(mode, 'abc'))
      expect(policy.get('require-trusted-types-for')).toEqual([`'script'`])
      expect(policy.get('trusted-types')).toEqual(['dompurify', 'default', 'jc-analytics'])
    })
  }

  it('lets the dev server style elements in by nonce, and nothing inline in the build', () => {
    expect(directives(contentSecurityPolicy('dev', 'n0nce')).get('style-src')).toEqual([
      `'self'`,
      `'nonce-n0nce'`,
    ])
    expect(directives(contentSecurityPolicy('preview')).get('style-src')).toEqual([`'self'`])
  })

  it('is sent with the other hardening headers', () => {
    expect(securityHeaders('preview')).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy('preview'),
      'X-Content-Type-Options': 'nosniff',
    })
  })
})

describe('the policy of a page with inline scripts', () => {
  const hashes = ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]

  it('allows exactly those scripts by hash, and still nothing unsafe', () => {
    for (const mode of ['dev', 'preview'] as const) {
      const policy = contentSecurityPolicy(mode, 'abc', hashes)
      expect(directives(policy).get('script-src')).toEqual([`'self'`, ...hashes])
      expect(policy).not.toMatch(/unsafe-/)
    }
  })

  it('adds the hashes to script-src only', () => {
    const policy = directives(contentSecurityPolicy('preview', undefined, hashes))
    for (const [name, values] of policy) {
      if (name !== 'script-src') expect(values).not.toContain(hashes[0])
    }
    expect(securityHeaders('preview', undefined, hashes)['Content-Security-Policy']).toBe(
      contentSecurityPolicy('preview', undefined, hashes),
    )
  })
})

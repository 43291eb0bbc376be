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

    it(`requires Trusted Types for scripts in ${mode}, allowing only the sanitizer's and msw's policies`, () => {
      const policy = directives(contentSecurityPolicy(mode, 'abc'))
      expect(policy.get('require-trusted-types-for')).toEqual([`'script'`])
      expect(policy.get('trusted-types')).toEqual(['dompurify', 'default'])
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

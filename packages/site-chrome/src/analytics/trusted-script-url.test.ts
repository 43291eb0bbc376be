import { describe, expect, it } from 'vitest'
import { trustedScriptUrl } from './trusted-script-url.ts'

/** A window that enforces Trusted Types, keeping the policies pages create. */
function enforcingWindow() {
  const created: { name: string; createScriptURL(input: string): string }[] = []
  return {
    created,
    trustedTypes: {
      createPolicy(name: string, rules: { createScriptURL(input: string): string }) {
        created.push({ name, ...rules })
        return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) }
      },
    },
  }
}

describe('trustedScriptUrl', () => {
  it('passes the address through where Trusted Types are not enforced', () => {
    expect(trustedScriptUrl({}, 'https://www.googletagmanager.com/gtag/js?id=G-1')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-1',
    )
  })

  it('converts the container’s address through one policy named jc-analytics', () => {
    const view = enforcingWindow()
    const url = 'https://www.googletagmanager.com/gtag/js?id=G-ABCD1'
    expect(trustedScriptUrl(view, url)).toEqual({ trusted: url })
    trustedScriptUrl(view, url)
    expect(view.created.map((policy) => policy.name)).toEqual(['jc-analytics'])
  })

  it('refuses any other address handed to its policy', () => {
    const view = enforcingWindow()
    trustedScriptUrl(view, '/analytics/gtag.js?id=G-ABCD1')
    expect(() => view.created[0]?.createScriptURL('https://evil.example/x.js')).toThrow(
      'is not the analytics container',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { allowOnlyScriptUrl } from './trusted-types.ts'

function hostWithPolicyFactory() {
  const policies = new Map<string, { createScriptURL?: (input: string) => string | null }>()
  return {
    policies,
    location: { href: 'http://127.0.0.1:5173/fa/article.html' },
    trustedTypes: {
      createPolicy(name: string, options: { createScriptURL?: (input: string) => string | null }) {
        policies.set(name, options)
        return options
      },
    },
  }
}

describe('the Trusted Types default policy', () => {
  it('lets the service worker URL through, however it is written', () => {
    const host = hostWithPolicyFactory()
    allowOnlyScriptUrl(host, '/mockServiceWorker.js')
    const policy = host.policies.get('default')
    expect(policy?.createScriptURL?.('/mockServiceWorker.js')).toBe('/mockServiceWorker.js')
    expect(policy?.createScriptURL?.('http://127.0.0.1:5173/mockServiceWorker.js')).toBe(
      'http://127.0.0.1:5173/mockServiceWorker.js',
    )
  })

  it('refuses every other script URL', () => {
    const host = hostWithPolicyFactory()
    allowOnlyScriptUrl(host, '/mockServiceWorker.js')
    const policy = host.policies.get('default')
    expect(policy?.createScriptURL?.('/evil.js')).toBeNull()
    expect(policy?.createScriptURL?.('https://cdn.example/mockServiceWorker.js')).toBeNull()
  })

  it('converts no HTML and no script text', () => {
    const host = hostWithPolicyFactory()
    allowOnlyScriptUrl(host, '/mockServiceWorker.js')
    expect(Object.keys(host.policies.get('default') ?? {})).toEqual(['createScriptURL'])
  })

  it('does nothing in a browser without Trusted Types', () => {
    expect(() =>
      allowOnlyScriptUrl({ location: { href: 'http://x/' } }, '/mockServiceWorker.js'),
    ).not.toThrow()
  })
})

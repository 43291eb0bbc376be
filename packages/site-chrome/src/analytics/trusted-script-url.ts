/** The Trusted Types policy that may hand the tag container's address to a script element. */
export const analyticsPolicyName = 'jc-analytics'

// TypeScript's DOM library does not describe Trusted Types yet; this is the sliver used here.
interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown
}
interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy
  }
}

const policies = new WeakMap<object, { policy: ScriptUrlPolicy; allowed: Set<string> }>()

/**
 * The container's address in the form a page that enforces Trusted Types
 * accepts for `script.src`. The policy converts the addresses this module
 * was asked to load and refuses every other string.
 */
export function trustedScriptUrl(view: object, url: string): string {
  const factory = (view as TrustedTypesWindow).trustedTypes
  if (!factory) return url
  let entry = policies.get(view)
  if (!entry) {
    const allowed = new Set<string>()
    const policy = factory.createPolicy(analyticsPolicyName, {
      createScriptURL(input) {
        if (!allowed.has(input)) throw new TypeError(`${input} is not the analytics container`)
        return input
      },
    })
    entry = { policy, allowed }
    policies.set(view, entry)
  }
  entry.allowed.add(url)
  // A TrustedScriptURL is what the sink wants; TypeScript only knows strings there.
  return entry.policy.createScriptURL(url) as string
}

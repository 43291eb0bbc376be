// TypeScript's DOM library does not describe Trusted Types yet; this is the
// sliver of the API the demo uses.
interface TrustedTypePolicyOptions {
  createScriptURL?: (input: string) => string | null
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, options: TrustedTypePolicyOptions): unknown
}

/** The window properties this module reads; tests pass a stand-in. */
export interface TrustedTypesHost {
  readonly trustedTypes?: TrustedTypePolicyFactory | undefined
  readonly location: { readonly href: string }
}

/**
 * Lets exactly one script URL through the page's Trusted Types enforcement:
 * msw's service worker, which msw registers with a plain string. The policy
 * is the `default` one because msw cannot be handed a TrustedScriptURL; it
 * converts nothing else, so any other string reaching a script-URL sink, and
 * every string reaching an HTML or script sink, is still refused and reported.
 */
export function allowOnlyScriptUrl(host: TrustedTypesHost, allowedUrl: string): void {
  if (!host.trustedTypes) return
  const allowed = new URL(allowedUrl, host.location.href).href
  host.trustedTypes.createPolicy('default', {
    createScriptURL: (input) =>
      new URL(input, host.location.href).href === allowed ? input : null,
  })
}

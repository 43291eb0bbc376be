/** Where the policy is served: Vite's dev server or the built site. */
export type ServeMode = 'dev' | 'preview'

/**
 * The Trusted Types policies a page may create:
 * - `dompurify`: where the browser has no HTML Sanitizer API, the widgets' one
 *   sanitizing boundary (`@jc/widget-kit`) parses server HTML with DOMPurify,
 *   through DOMPurify's own policy. The native sanitizer needs no policy.
 * - `default`: msw registers its service worker with a plain URL string, which
 *   Trusted Types only lets through a `default` policy. Ours accepts that one
 *   URL and nothing else (see `src/mocks/trusted-types.ts`); only the demo needs it.
 * - `jc-analytics`: the site chrome loads the analytics tag container with a
 *   script element; its policy converts the configured container address and
 *   nothing else (`@jc/site-chrome`, `analytics/trusted-script-url.ts`). The demo's
 *   container is an emulation on its own origin, so `script-src 'self'` covers it.
 */
export const trustedTypePolicies = ['dompurify', 'default', 'jc-analytics'] as const

/**
 * The demo's Content Security Policy: everything from our own origin, no
 * inline code, no `eval`, and Trusted Types required for every DOM sink that
 * takes code or HTML. The dev server additionally allows the style elements
 * Vite injects for CSS modules and hot updates, by nonce. A page that carries
 * a stock template's inline scripts gets their hashes, so that exactly those
 * scripts run (`inline-script-hashes.ts`).
 */
export function contentSecurityPolicy(
  mode: ServeMode,
  styleNonce?: string,
  scriptHashes: readonly string[] = [],
): string {
  const styles = mode === 'dev' && styleNonce ? `'self' 'nonce-${styleNonce}'` : `'self'`
  const directives: [string, string][] = [
    ['default-src', `'self'`],
    ['script-src', [`'self'`, ...scriptHashes].join(' ')],
    ['style-src', styles],
    ['img-src', `'self' data:`],
    ['font-src', `'self'`],
    ['connect-src', `'self'`],
    ['worker-src', `'self'`],
    ['manifest-src', `'self'`],
    ['object-src', `'none'`],
    ['base-uri', `'none'`],
    ['form-action', `'self'`],
    ['frame-ancestors', `'none'`],
    ['require-trusted-types-for', `'script'`],
    ['trusted-types', trustedTypePolicies.join(' ')],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

/** Every header the demo's pages are served with, in dev and in the built preview alike. */
export function securityHeaders(
  mode: ServeMode,
  styleNonce?: string,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(mode, styleNonce, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

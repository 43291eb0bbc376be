import { randomBytes } from 'node:crypto'
import type { Connect, Plugin } from 'vite'
import { securityHeaders } from './content-security-policy.ts'

/**
 * Serves every response of the dev server and of `vite preview` with the
 * demo's security headers, so that QA and the browser tests see the policy a
 * strict production site would send. In dev, Vite's injected style elements
 * carry a nonce drawn once per server start.
 */
export function securityHeadersPlugin(): Plugin {
  const styleNonce = randomBytes(16).toString('base64')
  const middleware =
    (headers: Record<string, string>): Connect.NextHandleFunction =>
    (_request, response, next) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
      next()
    }
  return {
    name: 'demo:security-headers',
    config(_config, { command }) {
      return command === 'serve' ? { html: { cspNonce: styleNonce } } : {}
    },
    configureServer(server) {
      server.middlewares.use(middleware(securityHeaders('dev', styleNonce)))
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(securityHeaders('preview')))
    },
  }
}

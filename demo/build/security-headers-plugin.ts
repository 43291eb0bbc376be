import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import type { Connect, Plugin } from 'vite'
import { type ServeMode, securityHeaders } from './content-security-policy.ts'
import { inlineScriptHashes } from './inline-script-hashes.ts'
import { readPageFile } from './page-file.ts'
import { renderServerMarkup } from './server-markup.ts'

/**
 * Serves every response of the dev server and of `vite preview` with the
 * demo's security headers, so that QA and the browser tests see the policy a
 * strict production site would send. In dev, Vite's injected style elements
 * carry a nonce drawn once per server start. A page with inline scripts (the
 * stock pages) gets their hashes, computed from the page as it is served:
 * the source with its server markup in dev, the built file in the preview.
 */
export function securityHeadersPlugin(): Plugin {
  const styleNonce = randomBytes(16).toString('base64')
  let sources = ''
  let build = ''
  const middleware =
    (mode: ServeMode, pageHtml: (url: string) => string | undefined): Connect.NextHandleFunction =>
    (request, response, next) => {
      const html = request.url ? pageHtml(request.url) : undefined
      const hashes = html ? inlineScriptHashes(html) : []
      const nonce = mode === 'dev' ? styleNonce : undefined
      for (const [name, value] of Object.entries(securityHeaders(mode, nonce, hashes))) {
        response.setHeader(name, value)
      }
      next()
    }
  return {
    name: 'demo:security-headers',
    config(_config, { command }) {
      return command === 'serve' ? { html: { cspNonce: styleNonce } } : {}
    },
    configResolved(config) {
      sources = config.root
      build = resolve(config.root, config.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use(
        middleware('dev', (url) => {
          const html = readPageFile(sources, url)
          return html === undefined ? undefined : renderServerMarkup(html, url)
        }),
      )
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware('preview', (url) => readPageFile(build, url)))
    },
  }
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/** Where the demo's pages register msw's worker; its scope must cover every page. */
export const mockServiceWorkerUrl = '/mockServiceWorker.js'

/**
 * Serves msw's service worker from the installed package, in dev and in the
 * build, rather than keeping a copy in the repository that would drift from
 * the library version.
 */
export function mockServiceWorkerPlugin(): Plugin {
  const source = () =>
    readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8')
  return {
    name: 'demo:mock-service-worker',
    configureServer(server) {
      server.middlewares.use(mockServiceWorkerUrl, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8')
        response.end(source())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: mockServiceWorkerUrl.slice(1), source: source() })
    },
  }
}

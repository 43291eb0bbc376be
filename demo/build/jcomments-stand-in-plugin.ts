import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/** Where the stock pages load the zero-touch stand-in from, in their head. */
export const standInUrl = '/jcomments-stand-in.js'

/** The stand-in as `@jc/comments-widget` ships it, never a copy. */
export function standInSource(): string {
  const entry = createRequire(import.meta.url).resolve('@jc/comments-widget')
  return readFileSync(join(dirname(entry), '../stub/jcomments-stand-in.js'), 'utf8')
}

/**
 * Serves the `<jc-comments>` zero-touch stand-in as a same-origin classic
 * script, in dev and in the build, the way a site would put the file next to
 * its template's other scripts.
 */
export function jcommentsStandInPlugin(): Plugin {
  return {
    name: 'demo:jcomments-stand-in',
    configureServer(server) {
      server.middlewares.use(standInUrl, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8')
        response.end(standInSource())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: standInUrl.slice(1), source: standInSource() })
    },
  }
}

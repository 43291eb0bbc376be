import { existsSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'

/**
 * The HTML file a request for a page is answered with, read from `folder`
 * (the demo's sources or a build), or undefined when the request is not for
 * a page there. `/fa/` is `/fa/index.html`; nothing outside `folder` is read.
 */
export function readPageFile(folder: string, requestUrl: string): string | undefined {
  let path: string
  try {
    path = decodeURIComponent(new URL(requestUrl, 'http://demo/').pathname)
  } catch {
    return undefined
  }
  if (path.endsWith('/')) path += 'index.html'
  if (!path.endsWith('.html')) return undefined
  const root = resolve(folder)
  const file = resolve(join(root, path))
  if (!file.startsWith(root + sep) || !existsSync(file)) return undefined
  return readFileSync(file, 'utf8')
}

import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

// Not pages: sources, dependencies, and the builds of every E2E_PORT_OFFSET
// (`dist-<offset>`), which another run may be writing at this very moment.
const skipped = /^(node_modules|dist(-\d+)?|public|src|build|e2e)$/

/**
 * Every HTML page of the demo, keyed by its path without `.html`, for Vite's
 * multi-page build: a page added to the demo is built without touching the
 * config.
 */
export function demoPages(root: string): Record<string, string> {
  const pages: Record<string, string> = {}
  const visit = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) {
        if (!skipped.test(entry.name)) visit(path)
      } else if (entry.name.endsWith('.html')) {
        pages[relative(root, path).slice(0, -'.html'.length)] = path
      }
    }
  }
  visit(root)
  return pages
}

// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Connect, PreviewServer, ResolvedConfig, ViteDevServer } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-script-hashes.ts'
import { securityHeadersPlugin } from './security-headers-plugin.ts'

const root = mkdtempSync(join(tmpdir(), 'demo-headers-'))
const stockPlaceholder =
  '<!-- server:jcomments object="42" group="com_content" lang="en" scripts="inline" -->'
mkdirSync(join(root, 'en'))
writeFileSync(join(root, 'en', 'stock-article.html'), `<main>${stockPlaceholder}</main>`)
writeFileSync(join(root, 'en', 'article.html'), '<main><jc-comments></jc-comments></main>')
mkdirSync(join(root, 'dist', 'en'), { recursive: true })
const built = "<main><script>alert('Hello, world.');</script></main>"
writeFileSync(join(root, 'dist', 'en', 'stock-article.html'), built)
afterAll(() => rmSync(root, { recursive: true, force: true }))

type Server = Pick<ViteDevServer & PreviewServer, 'middlewares'>

/** The policy the plugin sends with one request, in dev or in the preview. */
function policyFor(mode: 'dev' | 'preview', url: string): string {
  const plugin = securityHeadersPlugin()
  const resolved = { root, build: { outDir: 'dist' } } as ResolvedConfig
  ;(plugin.configResolved as (config: ResolvedConfig) => void)(resolved)
  let middleware: Connect.NextHandleFunction | undefined
  const server: Server = {
    middlewares: { use: (handler: Connect.NextHandleFunction) => (middleware = handler) },
  } as unknown as Server
  const configure = mode === 'dev' ? plugin.configureServer : plugin.configurePreviewServer
  ;(configure as (server: Server) => void)(server)
  const headers = new Map<string, string>()
  const response = { setHeader: (name: string, value: string) => headers.set(name, value) }
  middleware?.(
    { url } as Connect.IncomingMessage,
    response as unknown as Parameters<Connect.NextHandleFunction>[1],
    () => {},
  )
  return headers.get('Content-Security-Policy') ?? ''
}

const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1)

describe('the security headers of a page with inline scripts', () => {
  it('allow, in the preview, exactly the inline scripts of the built page', () => {
    expect(scriptSources(policyFor('preview', '/en/stock-article.html'))).toEqual([
      `'self'`,
      ...inlineScriptHashes(built),
    ])
  })

  it('allow, in dev, the inline scripts the page gets from its server placeholder', () => {
    const sources = scriptSources(policyFor('dev', '/en/stock-article.html?x=1#comment-1'))
    expect(sources).toHaveLength(3)
    expect(sources?.[0]).toBe(`'self'`)
  })

  it('allow nothing inline on other pages and other files', () => {
    for (const url of ['/en/article.html', '/images/logo.svg', '/missing.html']) {
      expect(scriptSources(policyFor('preview', url))).toEqual([`'self'`])
      expect(scriptSources(policyFor('dev', url))).toEqual([`'self'`])
    }
  })
})

import { createHash } from 'node:crypto'

// Classic inline scripts: no `src`, and no `type` or a JavaScript one. Module
// scripts are Vite's to bundle, and other types never run.
const script = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const srcAttribute = /\ssrc\s*=/i
const typeAttribute = /\stype\s*=\s*["']?([^"'\s>]+)/i
const javascriptTypes = new Set(['text/javascript', 'application/javascript'])

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the classic inline
 * scripts of a page, hashed as the browser hashes them: the element's text,
 * byte for byte, in UTF-8.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(script)) {
    if (srcAttribute.test(attributes)) continue
    const type = typeAttribute.exec(attributes)?.[1]?.toLowerCase()
    if (type !== undefined && !javascriptTypes.has(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

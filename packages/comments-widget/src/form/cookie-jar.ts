import { documentProperty, setDocumentProperty } from '@jc/widget-kit'

/**
 * The cookie seam: tests replace the page's `document.cookie`. It is read and
 * written through the document's prototype: an `<img name="cookie">` in an
 * article stands in for `document.cookie` itself.
 */
export interface CookieJar {
  read(name: string): string | null
  write(name: string, value: string, days: number): void
}

export function documentCookies(document: Document): CookieJar {
  return {
    read(name) {
      for (const pair of documentProperty(document, 'cookie').split(';')) {
        const [key, ...rest] = pair.trim().split('=')
        if (key !== name) continue
        try {
          return decodeURIComponent(rest.join('='))
        } catch {
          return null
        }
      }
      return null
    },
    write(name, value, days) {
      const expires = new Date(Date.now() + days * 86_400_000).toUTCString()
      setDocumentProperty(
        document,
        'cookie',
        `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`,
      )
    },
  }
}

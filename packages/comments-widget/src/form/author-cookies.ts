import { documentProperty, setDocumentProperty } from '@jc/widget-kit'
import type { FormValues } from './form-state.ts'

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

/** How long the legacy client remembered the commenter (spec §9). */
export const authorCookieDays = 14

const remembered = ['name', 'email', 'homepage'] as const

type Author = Partial<Pick<FormValues, (typeof remembered)[number]>>

/** Name, e-mail and homepage from `jc_name`, `jc_email`, `jc_homepage`. */
export function readAuthor(jar: CookieJar): Author {
  const author: Record<string, string> = {}
  for (const field of remembered) {
    const value = jar.read(`jc_${field}`)
    if (value) author[field] = value
  }
  return author
}

/** Remembers the commenter for the next visit, as every post did (protocol §5.4). */
export function writeAuthor(jar: CookieJar, values: FormValues): void {
  for (const field of remembered) jar.write(`jc_${field}`, values[field], authorCookieDays)
}

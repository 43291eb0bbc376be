import type { CookieJar } from './cookie-jar.ts'
import type { FormValues } from './form-state.ts'

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

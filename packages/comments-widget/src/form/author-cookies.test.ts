import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, describe, expect, it } from 'vitest'
import { authorCookieDays, readAuthor, writeAuthor } from './author-cookies.ts'
import { documentCookies } from './cookie-jar.ts'
import { emptyValues } from './form-state.ts'

afterEach(() => {
  for (const name of ['jc_name', 'jc_email', 'jc_homepage', 'xjc_name']) {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookies
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})

describe('the commenter’s cookies', () => {
  it('remember name, e-mail and homepage for 14 days and give them back, Persian too', () => {
    const jar = documentCookies(document)
    writeAuthor(jar, { ...emptyValues, name: 'سارا; کریمی', email: 's@example.com', homepage: '' })
    expect(authorCookieDays).toBe(14)
    expect(readAuthor(jar)).toEqual({ name: 'سارا; کریمی', email: 's@example.com' })
  })

  it('are kept and read where the page names an image cookie', () => {
    const stopShadowing = printNamedImages(document, 'cookie')
    const jar = documentCookies(document)
    writeAuthor(jar, { ...emptyValues, name: 'Sara', email: '', homepage: '' })
    const author = readAuthor(jar)
    stopShadowing()
    expect(author).toEqual({ name: 'Sara' })
    expect(document.cookie).toContain('jc_name=Sara')
  })

  it('read only the exact names, not ones that merely end in them', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a look-alike cookie of another script
    document.cookie = 'xjc_name=Other; path=/'
    expect(readAuthor(documentCookies(document))).toEqual({})
  })
})

import { describe, expect, it, vi } from 'vitest'
import { readConfig } from './config.ts'

function element(attributes: string): Element {
  document.body.innerHTML = `<jc-comments ${attributes}></jc-comments>`
  return document.body.firstElementChild as Element
}

const base = 'object-id="21" object-group="com_content" request-uri="/component/jcomments/"'

describe('readConfig', () => {
  it('reads every attribute, with presence booleans and defaults', () => {
    const log = { warn: vi.fn() }
    expect(
      readConfig(element(`${base} lang="fa" auto-show-list links-new-window="true"`), log),
    ).toEqual({
      objectId: 21,
      objectGroup: 'com_content',
      requestUri: '/component/jcomments/',
      autoShowList: true,
      autoShowComment: true,
      autoShowForm: true,
      maxLength: null,
      linksInNewWindow: true,
      headingLevel: 2,
    })
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('counts down from max-length only where the author sets it', () => {
    expect(readConfig(element(`${base} max-length="600"`))?.maxLength).toBe(600)
    expect(readConfig(element(base))?.maxLength).toBeNull()
  })

  it('turns a boolean off with "false": the deep links too, which are on unless told so', () => {
    expect(readConfig(element(`${base} auto-show-form="false"`))?.autoShowForm).toBe(false)
    expect(readConfig(element(`${base} auto-show-comment="false"`))?.autoShowComment).toBe(false)
  })

  it.each([
    ['object-id="abc"', 'object-id is "abc"'],
    ['object-group="com content"', 'object-group is "com content"'],
    ['', 'object-id is missing'],
  ])('cannot work with %s, and says which attribute is wrong', (attributes, named) => {
    const log = { warn: vi.fn() }
    const rest = base.replace(/object-id="21"|object-group="com_content"/g, '')
    expect(readConfig(element(`${rest} ${attributes}`), log)).toBeNull()
    expect(log.warn.mock.calls.flat().join('\n')).toContain(named)
  })

  it.each(['http://', 'javascript:alert(1)', ' '])(
    'names a request-uri its calls cannot go to (%j) and starts nothing',
    (uri) => {
      const log = { warn: vi.fn() }
      const config = readConfig(
        element(`object-id="21" object-group="com_content" request-uri="${uri}"`),
        log,
      )
      expect(config).toBeNull()
      expect(log.warn.mock.calls).toEqual([
        [
          `<jc-comments>: the attribute request-uri is "${uri}"; it should be the JComments AJAX URL, e.g. "/component/jcomments/?tmpl=component".`,
        ],
      ])
    },
  )

  it('takes a request-uri written absolute or with the page’s host left out', () => {
    for (const uri of ['https://example.org/component/jcomments/', '//example.org/jc', 'jc.php'])
      expect(
        readConfig(element(`object-id="21" object-group="com_content" request-uri="${uri}"`)),
      ).toMatchObject({ requestUri: uri })
  })

  it('keeps working with a wrong optional attribute, naming it', () => {
    const log = { warn: vi.fn() }
    const config = readConfig(
      element(`${base} max-length="-5" heading-level="9" auto-show-list="maybe"`),
      log,
    )
    expect(config).toMatchObject({ maxLength: null, headingLevel: 2, autoShowList: false })
    expect(log.warn.mock.calls.flat().join('\n')).toMatch(
      /max-length[\s\S]*heading-level[\s\S]*auto-show-list/,
    )
  })
})

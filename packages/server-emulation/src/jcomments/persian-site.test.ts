import { describe, expect, it } from 'vitest'
import { persianSite } from './persian-site.ts'
import { createJCommentsServer } from './server.ts'
import { ask, call, type Step } from './test-client.ts'

const server = createJCommentsServer({ sites: { fa: persianSite } })

const initOf = (steps: readonly Step[]) => {
  const init = steps.find((step) => step.type === 'initForm')
  if (init?.type !== 'initForm') throw new Error('the answer has no form init')
  return init.config
}

describe('the Persian site profile', () => {
  const steps = ask(server, call('ShowForm', 21, 'com_content', 'comments-form-link'), 'fa')
  const [form] = steps
  const html = form?.type === 'assign' ? form.html : ''

  it('sends its form as a CRLF template, with the plugin’s posting rules and no script left in it', () => {
    expect(html).toContain('\r\n<form id="comments-form"')
    expect(html).not.toMatch(/[^\r]\n/)
    expect(html).toContain('<div class="jc-posting-rules"><p><strong>قوانین ارسال نظر:</strong>')
    expect(html).not.toContain('<script')
  })

  it('moves the plugin’s script into a js command of its own, which stays unread', () => {
    expect(steps.map((step) => step.type)).toEqual(['assign', 'unsupported', 'initForm'])
  })

  it('configures the editor with its custom buttons, unescaped, all but the one beyond repair', () => {
    const config = initOf(steps)
    expect(config.customButtons.map((button) => [button.id, button.cssClass, button.icon])).toEqual(
      [
        ['custombbcode1', '', '/images/bbcode/aparat.svg'],
        ['custombbcode2', 'bbcode-red', ''],
        ['custombbcode3', '', ''],
        ['custombbcode5', '', '/images/bbcode/nastaliq.svg'],
      ],
    )
    expect(config.customButtons[0]?.title).toBe('ویدیو "آپارات"')
    expect(config.customButtons[1]?.open).toBe("[color='red']")
    expect(config.ignored).toEqual(["jcEditor.addButton('custombbcode4', …)"])
  })

  it('has twenty smileys and a 500-character counter with the site’s own words', () => {
    const config = initOf(steps)
    expect(config.smileys?.items).toHaveLength(20)
    expect(config.smileys?.items).toContainEqual({ code: ":'(", image: 'cry.svg' })
    expect(config.counter).toEqual({ max: 500, prefix: 'تنها', suffix: ' نویسه باقی مانده' })
  })

  it('sends the same form with EditComment and QuoteComment when no form is loaded yet', () => {
    const quote = ask(server, call('QuoteComment', 1, 1), 'fa')
    expect(quote.map((step) => step.type)).toEqual([
      'assign',
      'unsupported',
      'initForm',
      'insertText',
    ])
    expect(initOf(quote)).toEqual(initOf(steps))
    const admin = createJCommentsServer({ sites: { fa: persianSite }, actor: 'admin' })
    const edit = ask(admin, call('EditComment', 1, 1), 'fa')
    expect(edit.map((step) => step.type)).toEqual(['assign', 'unsupported', 'initForm', 'showEdit'])
    expect(initOf(edit).customButtons).toHaveLength(4)
  })

  it('refuses a comment longer than its 500 characters', () => {
    const guest = createJCommentsServer({ sites: { fa: persianSite } })
    const body = [
      'jtxf=JCommentsAddComment',
      'name=Nora',
      'email=nora%40example.com',
      `comment=${encodeURIComponent('ب'.repeat(501))}`,
      'captcha_refid=7g4k2',
      'object_id=21',
      'object_group=com_content',
    ].join('&')
    expect(ask(guest, body, 'fa')).toEqual([
      { type: 'error', message: 'نظر بیش از حد طولانی است!', target: '', field: 'comment' },
    ])
  })

  it('leaves the English pages of the same server to the demo site', () => {
    const english = ask(server, call('ShowForm', 42, 'com_content', 'comments-form-link'))
    expect(initOf(english)).toMatchObject({ customButtons: [], counter: { max: 1000 } })
    expect(initOf(english).smileys?.items).toHaveLength(6)
  })
})

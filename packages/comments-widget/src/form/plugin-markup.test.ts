// @vitest-environment jsdom
import { decodeResponse } from '@jc/protocol'
import { createJCommentsServer, persianSite } from '@jc/server-emulation'
import { copyOf, type SafeFragment } from '@jc/widget-kit'
import { describe, expect, it } from 'vitest'
import { parseCommentForm } from './form-model.ts'

/** The form HTML of a ShowForm answer, as the emulated server assigns it. */
function showFormHtml(options: Parameters<typeof createJCommentsServer>[0], lang: 'en' | 'fa') {
  const answer = decodeResponse(
    createJCommentsServer(options).respond({
      url: `/component/jcomments/?tmpl=component&lang=${lang}`,
      body: `jtxf=JCommentsShowForm&jtxa[]=${lang === 'fa' ? 21 : 42}&jtxa[]=com_content&jtxa[]=comments-form-link`,
    }),
  )
  const form = answer.commands.find((command) => command.kind === 'as')
  if (form?.kind !== 'as') throw new Error('no form in the answer')
  return form.html
}

const markupOf = (safe: SafeFragment | null | undefined) => {
  if (!safe) return null
  const holder = document.createElement('div')
  holder.append(copyOf(safe))
  return holder.innerHTML.trim()
}

// A reCAPTCHA plugin's markup in place of the stock captcha, as a JComments fork prints it.
const recaptcha =
  '<div class="g-recaptcha" data-sitekey="6Lc-demo"></div>\n<noscript><textarea name="g-recaptcha-response"></textarea></noscript>\n<script src="https://www.google.com/recaptcha/api.js" async defer></script>'

describe('what the plugins of a site print with the form', () => {
  it('is nothing on a stock form: every part of it is one the widget renders', () => {
    const { model } = parseCommentForm(showFormHtml({}, 'en'))
    expect(model?.plugins).toEqual({ before: null, after: null, inside: null })
  })

  it('keeps the posting rules a plugin prints above the form, without its script', () => {
    const { model } = parseCommentForm(showFormHtml({ sites: { fa: persianSite } }, 'fa'))
    expect(markupOf(model?.plugins.before)).toMatch(
      /^<div class="jc-posting-rules"><p><strong>قوانین ارسال نظر:<\/strong> لطفاً/,
    )
    expect(markupOf(model?.plugins.before)).not.toContain('script')
    expect(model?.plugins.after).toBeNull()
    expect(model?.plugins.inside).toBeNull()
  })

  it('keeps text printed after the form, and a field a plugin adds inside it', () => {
    const html = showFormHtml({}, 'en')
      .replace(
        '<div id="comments-form-buttons">',
        '<p><label for="city">City</label> <input id="city" name="city" value="Rasht"></p>\n<div id="comments-form-buttons">',
      )
      .concat('<p class="note">Comments close after 30 days.</p>')
    const { model } = parseCommentForm(html)
    expect(markupOf(model?.plugins.inside)).toBe(
      '<p><label for="city">City</label> <input id="city" name="city" value="Rasht"></p>',
    )
    expect(markupOf(model?.plugins.after)).toBe('<p class="note">Comments close after 30 days.</p>')
  })

  it('keeps a captcha plugin’s markup inside the form in place of the stock captcha', () => {
    const html = showFormHtml({ actor: 'registered' }, 'en').replace(
      '<div id="comments-form-buttons">',
      `${recaptcha}\n<div id="comments-form-buttons">`,
    )
    const { model } = parseCommentForm(html)
    expect(model?.captcha).toBeNull()
    expect(markupOf(model?.plugins.inside)).toBe(
      '<div class="g-recaptcha" data-sitekey="6Lc-demo"></div>',
    )
    expect(model?.hidden.map((input) => input.name)).toEqual([
      'object_id',
      'object_group',
      'userid',
    ])
  })
})

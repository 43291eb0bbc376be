import { describe, expect, it } from 'vitest'
import { emulatedServer } from '../testing/emulated-server.ts'
import { pageWithPrintedForm } from '../testing/printed-form.ts'
import { printedForm } from './printed-form.ts'

const emulation = emulatedServer()

// What a commenter's text, or a content plugin run on it, can put in a comment body.
const copiedForm =
  '<form id="comments-form" name="comments-form"><textarea name="comment">copy</textarea>' +
  '<input type="hidden" name="object_id" value="666"></form>'

function page(markup: string): ParentNode {
  const holder = document.createElement('div')
  holder.innerHTML = markup
  return holder
}

function withCopyInFirstBody(markup: string): string {
  const body = /<div class="comment-body" id="comment-body-\d+">/.exec(markup)
  if (!body) throw new Error('the printed thread has no comment body')
  return markup.replace(body[0], body[0] + copiedForm)
}

describe('printedForm', () => {
  it('reads the form the page printed under the thread, with its init script', () => {
    const found = printedForm(page(pageWithPrintedForm(emulation)))
    expect(found?.html).toContain('id="comments-form-comment"')
    expect(found?.configScript).toContain('JCommentsInitializeForm')
  })

  it('passes over a copy of the form inside a comment, before the real one', () => {
    const found = printedForm(page(withCopyInFirstBody(pageWithPrintedForm(emulation))))
    expect(found?.html).toContain('id="comments-form-comment"')
    expect(found?.html).not.toContain('666')
  })

  it('finds no form where the only one is a copy inside a comment', () => {
    const onlyLink = emulation.server.renderPageBlock(42, 'com_content', 'en')
    expect(printedForm(page(withCopyInFirstBody(onlyLink)))).toBeNull()
  })
})

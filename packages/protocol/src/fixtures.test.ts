import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeResponse } from './decode.ts'
import { parseScript } from './script.ts'
import { adminForm, guestForm } from './test-support/fixture-editors.ts'

const folder = new URL('../test-fixtures/jcomments/', import.meta.url)
const read = (file: string): string => readFileSync(new URL(file, folder), 'utf8')

/** What a widget would act on: assign and alert commands as they are, scripts parsed. */
function interpret(file: string) {
  const { commands, warnings } = decodeResponse(read(file))
  return {
    actions: commands.map((command) =>
      command.kind === 'js' ? parseScript(command.source) : command,
    ),
    warnings: warnings.map((warning) => warning.message),
  }
}

/** The `d` member of the fixture's command at `index`, as strict JSON reads it. */
function data(file: string, index: number): string {
  const commands = JSON.parse(read(file)) as { d: string }[]
  return commands[index]?.d ?? ''
}

// An independent oracle for HTML inside a script: cut the literal out from
// between the known call text, then undo the server's addcslashes, which
// escapes only \ & " ' < > LF CR.
function literal(source: string, before: string, after: string): string {
  expect(source.startsWith(before)).toBe(true)
  expect(source.endsWith(after)).toBe(true)
  return source
    .slice(before.length, source.length - after.length)
    .replace(/\\([\s\S])/g, (_, char: string) => (char === 'n' ? '\n' : char === 'r' ? '\r' : char))
}

const claraEdit = {
  type: 'showEdit',
  id: 3,
  name: 'Clara',
  email: 'clara@example.com',
  homepage: 'http://clara.example.com',
  title: '',
  text: 'It\'s "great" & useful.\nThanks, Anna!',
}
const thanks = { type: 'message', message: 'Thank you for your submission!', target: '' }
const clearComment = { type: 'clear', field: 'comment' }
const clearCaptcha = { type: 'clear', field: 'captcha' }

const expectations: Record<string, () => { actions: unknown[]; warnings?: string[] }> = {
  'AddComment.json': () => ({
    actions: [
      {
        type: 'updateTree',
        mode: 'append',
        parentId: 2,
        html: literal(data('AddComment.json', 0), "jcomments.updateTree('", "','2','a');"),
      },
      thanks,
      clearComment,
      clearCaptcha,
    ],
  }),
  'AddComment.moderated.json': () => ({
    actions: [
      {
        type: 'message',
        message: 'Thank you, your comment will be published once reviewed.',
        target: '',
      },
      clearComment,
      clearCaptcha,
    ],
  }),
  'AddComment.list-view.json': () => ({
    actions: [
      {
        type: 'updateList',
        mode: 'append',
        html: literal(data('AddComment.list-view.json', 0), "jcomments.updateList('", "','a');"),
      },
      thanks,
      clearComment,
      clearCaptcha,
    ],
  }),
  'AddComment.error-empty-name.json': () => ({
    actions: [{ type: 'error', message: 'Please enter your name!', target: '', field: 'name' }],
  }),
  'AddComment.error-invalid-name.json': () => ({
    actions: [
      {
        type: 'error',
        message:
          'This name consists of forbidden symbols.<br />Please do not use quotation marks or square brackets [ and ] in the name.',
        target: '',
        field: 'name',
      },
    ],
  }),
  'AddComment.error-captcha.json': () => ({
    actions: [
      {
        type: 'error',
        message: 'Please enter security code displayed in the image!',
        target: '',
        field: 'captcha',
      },
      clearCaptcha,
    ],
  }),
  'AddComment.error-flood.json': () => ({
    actions: [
      {
        type: 'error',
        message: 'You have recently added a new comment, please try again later.',
        target: '',
        field: '',
      },
    ],
  }),
  'AddComment.leading-garbage.txt': () => ({
    actions: [{ type: 'error', message: 'Please enter your name!', target: '', field: 'name' }],
    warnings: ['Text before the command array was skipped.'],
  }),
  'EditComment.json': () => ({ actions: [claraEdit] }),
  'EditComment.load-form.json': () => ({
    actions: [
      {
        kind: 'as',
        target: 'comments-form-link',
        property: 'innerHTML',
        html: data('EditComment.load-form.json', 0),
      },
      {
        type: 'initForm',
        config: adminForm,
      },
      claraEdit,
    ],
  }),
  'EditComment.locked.json': () => ({
    actions: [{ kind: 'al', message: 'This comment is currently being edited by another person' }],
  }),
  'SaveComment.json': () => ({
    actions: [
      {
        type: 'updateComment',
        id: 3,
        html: literal(data('SaveComment.json', 0), "jcomments.updateComment(3, '", "');"),
      },
    ],
  }),
  'SaveComment.error-empty.json': () => ({
    actions: [
      {
        type: 'error',
        message: 'Please enter text of your comment!',
        target: '',
        field: 'comment',
      },
    ],
  }),
  'CancelComment.json': () => ({ actions: [] }),
  'QuoteComment.json': () => ({
    actions: [
      { type: 'insertText', text: '[quote name="Anna"]Great article, thanks! :-)[/quote]\n' },
    ],
  }),
  'QuoteComment.nothing.json': () => ({
    actions: [{ kind: 'al', message: 'There is no text for quoting!' }],
  }),
  'PublishComment.json': () => ({
    actions: [
      {
        type: 'updateTree',
        mode: 'whole',
        html: literal(data('PublishComment.json', 0), "jcomments.updateTree('", "',null);"),
      },
    ],
  }),
  'DeleteComment.json': () => ({ actions: [{ type: 'updateComment', id: 3, html: '' }] }),
  'DeleteComment.last-comment.json': () => ({
    actions: [{ type: 'updateTree', mode: 'whole', html: '' }],
  }),
  'DeleteComment.no-rights.json': () => ({
    actions: [{ kind: 'al', message: 'You have no rights to delete comments.' }],
  }),
  'Jump2email.json': () => ({ actions: [{ type: 'navigate', href: 'mailto:boris@example.net' }] }),
  'VoteComment.json': () => ({
    actions: [{ type: 'updateVote', id: 1, html: '<span class="vote-good">+3</span>\n' }],
  }),
  'VoteComment.already-voted.json': () => ({
    actions: [{ kind: 'al', message: 'You have already voted for this comment!' }],
  }),
  'ShowComment.json': () => ({
    actions: [
      {
        type: 'updateTree',
        mode: 'whole',
        html: literal(data('ShowComment.json', 0), "jcomments.updateTree('", "',null);"),
      },
      { type: 'scrollToComment', id: 3 },
    ],
  }),
  'ShowComment.not-found.json': () => ({
    actions: [
      {
        kind: 'al',
        message:
          'Can not find comment message!\n May be it has been deleted or unpublished by administrator.',
      },
    ],
  }),
  'ShowPage.json': () => ({
    actions: [
      {
        type: 'updateTree',
        mode: 'whole',
        html: literal(data('ShowPage.json', 0), "jcomments.updateTree('", "',null);"),
      },
    ],
  }),
  'ShowPage.list-view.json': () => ({
    actions: [
      {
        type: 'updateList',
        mode: 'replace',
        html: literal(data('ShowPage.list-view.json', 0), "jcomments.updateList('", "','r');"),
      },
    ],
  }),
  'ShowPage.no-comments.json': () => ({
    actions: [
      {
        type: 'updateTree',
        mode: 'whole',
        html: '<div class="comments-list" id="comments-list-0"></div>\n',
      },
    ],
  }),
  'ShowForm.json': () => ({
    actions: [
      {
        kind: 'as',
        target: 'comments-form-link',
        property: 'innerHTML',
        html: data('ShowForm.json', 0),
      },
      {
        type: 'initForm',
        config: guestForm,
      },
    ],
  }),
  'ShowReportForm.json': () => ({
    actions: [
      {
        kind: 'as',
        target: 'comments-inline-report',
        property: 'innerHTML',
        html: data('ShowReportForm.json', 0),
      },
    ],
  }),
  'ShowReportForm.reason-not-required.json': () => ({
    actions: [
      {
        kind: 'as',
        target: 'comments-inline-report',
        property: 'innerHTML',
        html: '<div id="comments-report-form"></div>',
      },
      { type: 'closeReport', message: 'Report successfully sent!' },
    ],
  }),
  'ReportComment.json': () => ({
    actions: [{ type: 'closeReport', message: 'Report successfully sent!' }],
  }),
  'ReportComment.error-no-reason.json': () => ({
    actions: [
      {
        type: 'error',
        message: 'Please enter the reason for your report!',
        target: 'comments-report-form',
        field: '',
      },
    ],
  }),
  'BanIP.json': () => ({
    actions: [
      {
        type: 'message',
        message: "IP-address of this comment's author has been successfully blacklisted.",
        target: 'comment-item-2',
      },
    ],
  }),
  'BanIP.error-already-banned.json': () => ({
    actions: [
      {
        type: 'error',
        message: "IP-address of this comment's author is already blacklisted!",
        target: 'comment-item-2',
        field: '',
      },
    ],
  }),
  'Subscribe.json': () => ({
    actions: [{ type: 'updateSubscription', subscribed: true, label: 'Unsubscribe' }],
  }),
  'Subscribe.error-already-subscribed.json': () => ({
    actions: [{ kind: 'al', message: 'Already subscribed!' }],
  }),
  'Unsubscribe.json': () => ({
    actions: [{ type: 'updateSubscription', subscribed: false, label: 'Subscribe' }],
  }),
  'UnknownFunction.json': () => ({
    actions: [{ kind: 'al', message: 'Unknown Function JCommentsFoo.' }],
  }),
}

describe('every server fixture decodes to the typed commands it stands for', () => {
  it.each(Object.keys(expectations))('%s', (file) => {
    const expected = expectations[file]?.()
    expect(interpret(file)).toEqual({
      actions: expected?.actions,
      warnings: expected?.warnings ?? [],
    })
  })

  it('has an expectation for every fixture file', () => {
    const files = readdirSync(folder).filter((name) => /\.(json|txt)$/.test(name))
    expect(files.sort()).toEqual(Object.keys(expectations).sort())
  })
})

describe('the HTML taken out of scripts', () => {
  it('is real markup with the server escaping undone', () => {
    const [tree] = interpret('ShowPage.json').actions as { html: string }[]
    expect(tree?.html).toMatch(
      /^<h4>Comments <a class="rss" href="\/index\.php\?option=com_jcomments&amp;task=rss/,
    )
    expect(tree?.html).toContain('<div class="comments-list" id="comments-list-1">')
    expect(tree?.html).toContain('onclick="jcomments.showPage(42,\'com_content\',0);return false;"')
    expect(tree?.html).not.toMatch(/\\[<>"'&/]/)
  })

  it('keeps the raw tab the server leaves before an added item', () => {
    const [added] = interpret('AddComment.json').actions as { html: string }[]
    expect(added?.html.startsWith('\t<div class="odd" id="comment-item-4">')).toBe(true)
  })
})

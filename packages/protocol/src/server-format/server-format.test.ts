import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeResponse } from '../decode.ts'
import { parseScript } from '../script.ts'
import type { ScriptCall } from '../script-call.ts'
import {
  escapeMessage,
  jsEscape,
  php2jsString,
  type ServerCommand,
  scripts,
  writeResponse,
} from './index.ts'

const folder = new URL('../../test-fixtures/jcomments/', import.meta.url)
const read = (file: string): string => readFileSync(new URL(file, folder), 'utf8')
const jsonFixtures = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .sort()

const js = (d: string): ServerCommand => ({ n: 'js', d })
const al = (d: string): ServerCommand => ({ n: 'al', d })

describe('jsEscape writes what PHP addcslashes with \\ & " LF CR < > \' writes', () => {
  it('puts a backslash before \\ & " < > and \'', () => {
    expect(jsEscape(`a\\b&c"d<e>f'g`)).toBe(`a\\\\b\\&c\\"d\\<e\\>f\\'g`)
  })

  it('writes LF as \\n and CR as \\r', () => {
    expect(jsEscape('one\r\ntwo')).toBe('one\\r\\ntwo')
  })

  it('leaves every other character as it is, tabs and control characters included', () => {
    const others = Array.from({ length: 0x100 }, (_, code) => String.fromCharCode(code))
      .filter((char) => !'\\&"<>\'\n\r'.includes(char))
      .join('')
    expect(jsEscape(`${others}é€😀/`)).toBe(`${others}é€😀/`)
  })

  it('turns </div> into \\</div\\>, as protocol §3.5 shows', () => {
    expect(jsEscape('</div>')).toBe('\\</div\\>')
  })
})

describe('escapeMessage prepares error and info messages', () => {
  it('turns the \\n a language string holds into an escaped <br />', () => {
    expect(escapeMessage('First line.\\nSecond line.')).toBe('First line.\\<br /\\>Second line.')
  })

  it('turns a real newline into an escaped <br /> as well', () => {
    expect(escapeMessage('First line.\nSecond line.')).toBe('First line.\\<br /\\>Second line.')
  })

  it('escapes quotes, ampersands and CR like jsEscape', () => {
    expect(escapeMessage(`It's "this" & that\r`)).toBe(`It\\'s \\"this\\" \\& that\\r`)
  })
})

describe('php2jsString writes a string as the server’s hand-made encoder does', () => {
  it('escapes \\ / LF TAB CR FF and " and wraps the text in double quotes', () => {
    expect(php2jsString('\\/\n\t\r\f"')).toBe('"\\\\\\/\\n\\t\\r\\f\\""')
  })

  it('leaves other control characters, backspace included, raw', () => {
    expect(php2jsString('\u0000\u0001\b\u000b\u001f')).toBe('"\u0000\u0001\b\u000b\u001f"')
  })

  it('leaves non-ASCII text and single quotes raw', () => {
    expect(php2jsString("Привет, 'мир' 😀")).toBe('"Привет, \'мир\' 😀"')
  })

  it('escapes each character once, so a backslash before n stays two characters', () => {
    expect(php2jsString('\\n')).toBe('"\\\\n"')
  })
})

describe('writeResponse lays the commands out as the server prints them', () => {
  it('writes no commands as [  ], with two spaces', () => {
    expect(writeResponse([])).toBe('[  ]')
    expect(writeResponse([])).toBe(read('CancelComment.json'))
  })

  it('writes keys in the order n, t, p, d, with innerHTML for an assign', () => {
    expect(writeResponse([{ n: 'as', t: 'target', d: '<b>x</b>' }, al('hi')])).toBe(
      '[ { "n": "as", "t": "target", "p": "innerHTML", "d": "<b>x<\\/b>" }, { "n": "al", "d": "hi" } ]',
    )
  })

  it('writes another property when one is given, as a hostile server might', () => {
    expect(writeResponse([{ n: 'as', t: 'x', p: 'outerHTML', d: '' }])).toBe(
      '[ { "n": "as", "t": "x", "p": "outerHTML", "d": "" } ]',
    )
  })

  it('gives a body the client decodes back into the same commands', () => {
    const body = writeResponse([
      { n: 'as', t: 'comments-form-link', d: '<p>\u0001 "x" \\ </p>\n' },
      al('Line one\nline two'),
      js("jcomments.clear('comment');"),
    ])
    expect(decodeResponse(body)).toEqual({
      commands: [
        {
          kind: 'as',
          target: 'comments-form-link',
          property: 'innerHTML',
          html: '<p>\u0001 "x" \\ </p>\n',
        },
        { kind: 'al', message: 'Line one\nline two' },
        { kind: 'js', source: "jcomments.clear('comment');" },
      ],
      warnings: [],
    })
  })
})

describe('the script writers use the catalogue’s exact spacing', () => {
  it.each<[string, string, string]>([
    ['S1 error', scripts.error('M', 't', 'f'), "jcomments.error('M','t','f');"],
    ['S1 error with defaults', scripts.error('M'), "jcomments.error('M','','');"],
    ['S2 message', scripts.message('M', 't'), "jcomments.message('M', 't');"],
    ['S3 clear comment', scripts.clear('comment'), "jcomments.clear('comment');"],
    ['S4 clear captcha', scripts.clear('captcha'), "jcomments.clear('captcha');"],
    ['S5 updateComment', scripts.updateComment(3, '<i>'), "jcomments.updateComment(3, '\\<i\\>');"],
    ['S6 removeComment', scripts.removeComment('3'), "jcomments.updateComment('3','');"],
    [
      'S7 updateTree a',
      scripts.updateTree('<i>', 2, 'a'),
      "jcomments.updateTree('\\<i\\>','2','a');",
    ],
    ['S7 updateTree b', scripts.updateTree('', '0', 'b'), "jcomments.updateTree('','0','b');"],
    ['S8 updateTree', scripts.updateTree('<i>', null), "jcomments.updateTree('\\<i\\>',null);"],
    ['S9 updateList p', scripts.updateList('<i>', 'p'), "jcomments.updateList('\\<i\\>','p');"],
    ['S10 updateList r', scripts.updateList('', 'r'), "jcomments.updateList('','r');"],
    ['S11 scrollToList', scripts.scrollToList(), 'jcomments.scrollToList();'],
    [
      'S12 showEdit',
      scripts.showEdit(3, 'n', 'e', 'h', 't', 'x'),
      "jcomments.showEdit(3, 'n', 'e', 'h', 't', 'x');",
    ],
    [
      'S13 insertText',
      scripts.insertText('A', 'x'),
      'jcomments.insertText(\'[quote name="A"]x[/quote]\\n\');',
    ],
    ['S14 scrollToComment', scripts.scrollToComment('3'), "jcomments.scrollToComment('3');"],
    ['S15 mailto', scripts.mailto('a@b.cd'), "window.location='mailto:a@b.cd';"],
    [
      'S16 updateSubscription',
      scripts.updateSubscription(false, 'Subscribe'),
      "jcomments.updateSubscription(false, 'Subscribe');",
    ],
    ['S17 updateVote', scripts.updateVote(1, '<i>'), "jcomments.updateVote('1','\\<i\\>');"],
    ['S18 closeReport', scripts.closeReport(''), "jcomments.closeReport('');"],
  ])('%s', (_, written, expected) => {
    expect(written).toBe(expected)
  })

  it('leaves the quote author unescaped but escapes the quoted text', () => {
    expect(scripts.insertText(`O'Brien "Bob"`, `It's <b>`)).toBe(
      `jcomments.insertText('[quote name="O'Brien "Bob""]It\\'s \\<b\\>[/quote]\\n');`,
    )
  })

  it('leaves the subscription label unescaped', () => {
    expect(scripts.updateSubscription(true, `Don't`)).toBe(
      "jcomments.updateSubscription(true, 'Don't');",
    )
  })

  it('echoes the id of a hard delete unvalidated, as the server does', () => {
    expect(scripts.removeComment("3');x('")).toBe("jcomments.updateComment('3');x('','');")
  })

  it('sends unescaped newlines as \\n and drops CR, as addScript does', () => {
    expect(scripts.updateSubscription(true, 'Un\r\nsubscribe')).toBe(
      "jcomments.updateSubscription(true, 'Un\\nsubscribe');",
    )
  })
})

describe('written responses equal the fixtures byte for byte', () => {
  it.each<[string, ServerCommand[]]>([
    ['VoteComment.json', [js(scripts.updateVote(1, '<span class="vote-good">+3</span>\n'))]],
    ['Subscribe.json', [js(scripts.updateSubscription(true, 'Unsubscribe'))]],
    ['Unsubscribe.json', [js(scripts.updateSubscription(false, 'Subscribe'))]],
    ['ReportComment.json', [js(scripts.closeReport('Report successfully sent!'))]],
    [
      'ReportComment.error-no-reason.json',
      [js(scripts.error('Please enter the reason for your report!', 'comments-report-form', ''))],
    ],
    [
      'BanIP.json',
      [
        js(
          scripts.message(
            "IP-address of this comment's author has been successfully blacklisted.",
            'comment-item-2',
          ),
        ),
      ],
    ],
    [
      'BanIP.error-already-banned.json',
      [
        js(
          scripts.error(
            "IP-address of this comment's author is already blacklisted!",
            'comment-item-2',
            '',
          ),
        ),
      ],
    ],
    [
      'AddComment.error-empty-name.json',
      [js(scripts.error('Please enter your name!', '', 'name'))],
    ],
    [
      'AddComment.error-invalid-name.json',
      [
        js(
          scripts.error(
            'This name consists of forbidden symbols.\\nPlease do not use quotation marks or square brackets [ and ] in the name.',
            '',
            'name',
          ),
        ),
      ],
    ],
    [
      'AddComment.error-captcha.json',
      [
        js(scripts.error('Please enter security code displayed in the image!', '', 'captcha')),
        js(scripts.clear('captcha')),
      ],
    ],
    [
      'AddComment.error-flood.json',
      [js(scripts.error('You have recently added a new comment, please try again later.'))],
    ],
    [
      'AddComment.moderated.json',
      [
        js(scripts.message('Thank you, your comment will be published once reviewed.')),
        js(scripts.clear('comment')),
        js(scripts.clear('captcha')),
      ],
    ],
    [
      'SaveComment.error-empty.json',
      [js(scripts.error('Please enter text of your comment!', '', 'comment'))],
    ],
    ['QuoteComment.json', [js(scripts.insertText('Anna', 'Great article, thanks! :-)'))]],
    ['QuoteComment.nothing.json', [al('There is no text for quoting!')]],
    ['DeleteComment.json', [js(scripts.removeComment('3'))]],
    ['DeleteComment.last-comment.json', [js(scripts.updateTree('', null))]],
    ['DeleteComment.no-rights.json', [al('You have no rights to delete comments.')]],
    ['CancelComment.json', []],
    ['UnknownFunction.json', [al('Unknown Function JCommentsFoo.')]],
    [
      'EditComment.json',
      [
        js(
          scripts.showEdit(
            3,
            'Clara',
            'clara@example.com',
            'http://clara.example.com',
            '',
            'It\'s "great" & useful.\nThanks, Anna!',
          ),
        ),
      ],
    ],
    ['EditComment.locked.json', [al('This comment is currently being edited by another person')]],
    ['Jump2email.json', [js(scripts.mailto('boris@example.net'))]],
    [
      'ShowComment.not-found.json',
      [
        al(
          'Can not find comment message!\n May be it has been deleted or unpublished by administrator.',
        ),
      ],
    ],
    ['VoteComment.already-voted.json', [al('You have already voted for this comment!')]],
    ['Subscribe.error-already-subscribed.json', [al('Already subscribed!')]],
    [
      'ShowPage.no-comments.json',
      [js(scripts.updateTree('<div class="comments-list" id="comments-list-0"></div>\n', null))],
    ],
    [
      'ShowReportForm.reason-not-required.json',
      [
        { n: 'as', t: 'comments-inline-report', d: '<div id="comments-report-form"></div>' },
        js(scripts.closeReport('Report successfully sent!')),
      ],
    ],
  ])('%s', (file, commands) => {
    expect(writeResponse(commands)).toBe(read(file))
  })
})

// Rewrites a call the client read with the writer the server would have used.
// Null for what the writers do not cover (S19 form init, S21, unsupported).
function rewrite(call: ScriptCall): string | null {
  switch (call.type) {
    case 'error':
      return scripts.error(call.message, call.target, call.field)
    case 'message':
      return scripts.message(call.message, call.target)
    case 'clear':
      return scripts.clear(call.field)
    case 'updateComment':
      return call.html === ''
        ? scripts.removeComment(call.id)
        : scripts.updateComment(call.id, call.html)
    case 'updateTree':
      return call.mode === 'whole'
        ? scripts.updateTree(call.html, null)
        : scripts.updateTree(call.html, call.parentId, call.mode === 'append' ? 'a' : 'b')
    case 'updateList':
      return scripts.updateList(
        call.html,
        ({ append: 'a', prepend: 'p', replace: 'r' } as const)[call.mode],
      )
    case 'scrollToList':
      return scripts.scrollToList()
    case 'showEdit':
      return scripts.showEdit(call.id, call.name, call.email, call.homepage, call.title, call.text)
    case 'insertText': {
      const quote = /^\[quote name="(.*?)"\]([\s\S]*)\[\/quote\]\n$/.exec(call.text)
      return quote ? scripts.insertText(quote[1] ?? '', quote[2] ?? '') : null
    }
    case 'scrollToComment':
      return scripts.scrollToComment(call.id)
    case 'navigate':
      return scripts.mailto(call.href.slice('mailto:'.length))
    case 'updateSubscription':
      return scripts.updateSubscription(call.subscribed, call.label)
    case 'updateVote':
      return scripts.updateVote(call.id, call.html)
    case 'closeReport':
      return scripts.closeReport(call.message)
    default:
      return null
  }
}

describe('every fixture can be written again from what the client reads of it', () => {
  it.each(jsonFixtures)('%s, command by command', (file) => {
    const raw = JSON.parse(read(file)) as { n: 'js' | 'al' | 'as'; t: string; d: string }[]
    const commands = raw.map(({ n, t, d }): ServerCommand => (n === 'as' ? { n, t, d } : { n, d }))
    expect(writeResponse(commands)).toBe(read(file))
  })

  it.each(jsonFixtures)('%s, with each catalogue script written by its writer', (file) => {
    const commands = decodeResponse(read(file)).commands.map((command): ServerCommand => {
      if (command.kind === 'as') return { n: 'as', t: command.target, d: command.html }
      if (command.kind === 'al') return al(command.message)
      return js(rewrite(parseScript(command.source)) ?? command.source)
    })
    expect(writeResponse(commands)).toBe(read(file))
  })

  it('covers the big tree and list scripts with the writers, not only short ones', () => {
    const rewritten = jsonFixtures.flatMap((file) =>
      decodeResponse(read(file))
        .commands.filter((command) => command.kind === 'js')
        .map((command) => parseScript(command.source))
        .filter((call) => rewrite(call) !== null && 'html' in call && call.html.length > 500)
        .map((call) => `${file}: ${call.type}`),
    )
    expect(rewritten).toEqual([
      'AddComment.json: updateTree',
      'AddComment.list-view.json: updateList',
      'PublishComment.json: updateTree',
      'SaveComment.json: updateComment',
      'ShowComment.json: updateTree',
      'ShowPage.json: updateTree',
      'ShowPage.list-view.json: updateList',
    ])
  })
})

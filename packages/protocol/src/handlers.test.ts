import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeResponse } from './decode.ts'
import type { HandlerAction } from './handler-action.ts'
import { parseHandler } from './handlers.ts'
import { parseScript } from './script.ts'

const md5 = '3f14550399db1ebd54bcab582f7040ae'

// Every handler text of protocol §3.4, with the server's exact spacing.
const catalogue: [string, string, HandlerAction][] = [
  ['Reply', 'jcomments.showReply(4); return false;', { type: 'reply', commentId: 4, quote: false }],
  [
    'Reply with quote',
    'jcomments.showReply(4,1); return false;',
    { type: 'reply', commentId: 4, quote: true },
  ],
  ['Quote', 'jcomments.quoteComment(4); return false;', { type: 'quote', commentId: 4 }],
  ['Report', 'jcomments.reportComment(4); return false;', { type: 'report', commentId: 4 }],
  ['Edit', 'jcomments.editComment(4); return false;', { type: 'edit', commentId: 4 }],
  [
    'Delete with its confirm wrapper',
    "if (confirm('Delete comment?')){jcomments.deleteComment(4);}return false;",
    { type: 'delete', commentId: 4, confirmation: 'Delete comment?' },
  ],
  [
    'Publish/unpublish',
    'jcomments.publishComment(4);return false;',
    { type: 'publish', commentId: 4 },
  ],
  [
    'IP lookup',
    "jcomments.go('http://www.ripe.net/perl/whois?searchtext=198.51.100.10');return false;",
    { type: 'openWindow', url: 'http://www.ripe.net/perl/whois?searchtext=198.51.100.10' },
  ],
  ['Ban', 'jcomments.banIP(4);return false;', { type: 'banIP', commentId: 4 }],
  [
    'Vote +1',
    'jcomments.voteComment(4, 1);return false;',
    { type: 'vote', commentId: 4, value: 1 },
  ],
  [
    'Vote -1',
    'jcomments.voteComment(4, -1);return false;',
    { type: 'vote', commentId: 4, value: -1 },
  ],
  [
    'Refresh',
    "jcomments.showPage(42,'com_content',0);return false;",
    { type: 'showPage', objectId: 42, objectGroup: 'com_content', page: 0 },
  ],
  [
    'Page N',
    "jcomments.showPage(42, 'com_content', 3);",
    { type: 'showPage', objectId: 42, objectGroup: 'com_content', page: 3 },
  ],
  ['Page N hover', "this.className='hoverpage';", { type: 'setClassName', className: 'hoverpage' }],
  ['Page N hover end', "this.className='page';", { type: 'setClassName', className: 'page' }],
  [
    'Subscribe',
    "jcomments.subscribe(42,'com_content');return false;",
    { type: 'subscribe', objectId: 42, objectGroup: 'com_content' },
  ],
  [
    'Unsubscribe',
    "jcomments.unsubscribe(42,'com_content');return false;",
    { type: 'unsubscribe', objectId: 42, objectGroup: 'com_content' },
  ],
  [
    'masked e-mail',
    `jcomments.jump2email(2, '${md5}');`,
    { type: 'jump2email', commentId: 2, hash: md5 },
  ],
  [
    'masked e-mail hover',
    "this.className='emailactive';",
    { type: 'setClassName', className: 'emailactive' },
  ],
  [
    'masked e-mail hover end',
    "this.className='email';",
    { type: 'setClassName', className: 'email' },
  ],
  ['Send', 'jcomments.saveComment();return false;', { type: 'submitComment' }],
  ['Cancel', 'return false;', { type: 'none' }],
  ['captcha image and Refresh', "jcomments.clear('captcha');", { type: 'reloadCaptcha' }],
  [
    'Add comment link',
    "jcomments.showForm(42,'com_content', 'comments-form-link'); return false;",
    { type: 'showForm', objectId: 42, objectGroup: 'com_content', target: 'comments-form-link' },
  ],
  ['report form Submit', 'jcomments.saveReport();return false;', { type: 'submitReport' }],
  ['report form Cancel', 'jcomments.cancelReport();return false;', { type: 'cancelReport' }],
  ['form action', 'javascript:void(null);', { type: 'none' }],
]

describe('parseHandler reads every handler text of protocol §3.4', () => {
  it.each(catalogue)('%s: %s', (_, text, action) => {
    expect(parseHandler(text)).toEqual(action)
  })
})

describe('parseHandler reads the values inside the handlers', () => {
  it('reads a confirmation with an escaped apostrophe', () => {
    expect(
      parseHandler(
        "if (confirm('Don\\'t you want it?')){jcomments.deleteComment(12);}return false;",
      ),
    ).toEqual({ type: 'delete', commentId: 12, confirmation: "Don't you want it?" })
  })

  it('reads a Persian confirmation', () => {
    expect(
      parseHandler("if (confirm('نظر حذف شود؟')){jcomments.deleteComment(5);}return false;"),
    ).toEqual({ type: 'delete', commentId: 5, confirmation: 'نظر حذف شود؟' })
  })

  it('reads an https lookup URL and another object group', () => {
    expect(
      parseHandler("jcomments.go('https://whois.example/?q=2001:db8::1');return false;"),
    ).toEqual({ type: 'openWindow', url: 'https://whois.example/?q=2001:db8::1' })
    expect(parseHandler("jcomments.showPage(7,'com_k2',0);return false;")).toEqual({
      type: 'showPage',
      objectId: 7,
      objectGroup: 'com_k2',
      page: 0,
    })
  })

  it('reads large comment ids', () => {
    expect(parseHandler('jcomments.editComment(1234567); return false;')).toEqual({
      type: 'edit',
      commentId: 1234567,
    })
  })

  it('reads a class name with two classes', () => {
    expect(parseHandler("this.className='page hoverpage';")).toEqual({
      type: 'setClassName',
      className: 'page hoverpage',
    })
  })

  it('tolerates whitespace around the handler, as an attribute may hold it', () => {
    expect(parseHandler('\n\t jcomments.showReply(4); return false; \n')).toEqual({
      type: 'reply',
      commentId: 4,
      quote: false,
    })
  })

  it.each(['javascript:void(0);', 'javascript:void(null)', 'javascript: void (null);'])(
    'takes the form action %s as no action',
    (text) => {
      expect(parseHandler(text)).toEqual({ type: 'none' })
    },
  )
})

const fixture = (file: string): string =>
  readFileSync(new URL(`../test-fixtures/jcomments/${file}`, import.meta.url), 'utf8')

/** Every HTML fragment of a response: assigned HTML and the HTML inside update scripts. */
function htmlOf(file: string): string[] {
  const html: string[] = []
  for (const command of decodeResponse(fixture(file)).commands) {
    if (command.kind === 'as') html.push(command.html)
    if (command.kind === 'js') {
      const call = parseScript(command.source)
      if ('html' in call) html.push(call.html)
    }
  }
  return html
}

// What `getAttribute` would give: the attribute value with its entities decoded.
function attributeValue(raw: string): string {
  return raw
    .replaceAll('&quot;', '"')
    .replaceAll('&#039;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** The handler attributes (`on…`, and `action` for forms) in the HTML of a fixture. */
function handlersOf(file: string): { attribute: string; text: string }[] {
  return htmlOf(file).flatMap((html) =>
    [...html.matchAll(/\s(on[a-z]+|action)="([^"]*)"/g)].map((match) => ({
      attribute: match[1] ?? '',
      text: attributeValue(match[2] ?? ''),
    })),
  )
}

describe('parseHandler reads every handler in the fixtures’ HTML', () => {
  const files: [string, string[]][] = [
    ['ShowPage.json', ['showPage', 'vote', 'reply', 'quote', 'jump2email', 'setClassName']],
    [
      'PublishComment.json',
      [
        'showPage',
        'vote',
        'reply',
        'quote',
        'report',
        'edit',
        'delete',
        'publish',
        'openWindow',
        'banIP',
        'subscribe',
      ],
    ],
    ['ShowPage.list-view.json', ['showPage', 'vote', 'quote', 'jump2email', 'setClassName']],
    ['ShowForm.json', ['none', 'reloadCaptcha', 'submitComment']],
    ['EditComment.load-form.json', ['none', 'submitComment']],
    ['ShowReportForm.json', ['none', 'submitReport', 'cancelReport']],
  ]

  it.each(files)('%s', (file, types) => {
    const handlers = handlersOf(file)
    const actions = handlers.map(({ text }) => parseHandler(text))

    expect(handlers.filter((_, i) => actions[i] === null)).toEqual([])
    expect([...new Set(actions.map((action) => action?.type))].sort()).toEqual([...types].sort())
  })

  it('reads the delete confirmation and ids of PublishComment.json', () => {
    const deletes = handlersOf('PublishComment.json')
      .map(({ text }) => parseHandler(text))
      .filter((action) => action?.type === 'delete')

    expect(deletes).toEqual([
      { type: 'delete', commentId: 1, confirmation: 'Delete comment?' },
      { type: 'delete', commentId: 3, confirmation: 'Delete comment?' },
      { type: 'delete', commentId: 2, confirmation: 'Delete comment?' },
    ])
  })

  it('reads the pagination of ShowPage.list-view.json with its hover classes', () => {
    const actions = handlersOf('ShowPage.list-view.json').map(({ text }) => parseHandler(text))

    expect(actions).toContainEqual({
      type: 'showPage',
      objectId: 42,
      objectGroup: 'com_content',
      page: 2,
    })
    expect(actions).toContainEqual({ type: 'setClassName', className: 'hoverpage' })
    expect(actions).toContainEqual({ type: 'setClassName', className: 'page' })
  })

  it('reads the masked e-mail of ShowPage.json with its hash', () => {
    const actions = handlersOf('ShowPage.json').map(({ text }) => parseHandler(text))

    expect(actions).toContainEqual({ type: 'jump2email', commentId: 2, hash: md5 })
    expect(actions).toContainEqual({ type: 'setClassName', className: 'emailactive' })
    expect(actions).toContainEqual({ type: 'setClassName', className: 'email' })
  })
})

describe('parseHandler refuses what is not in the catalogue', () => {
  it.each([
    ['an unknown call', 'alert(1)'],
    ['an unknown call with return false', 'alert(1); return false;'],
    ['an unknown method of jcomments', 'jcomments.updateComment(1, "x"); return false;'],
    ['a call after the known call', 'jcomments.showReply(4); alert(1); return false;'],
    ['a call after return false', 'jcomments.showReply(4); return false; x()'],
    ['a known call after return false', 'return false; jcomments.showReply(4);'],
    ['two return false', 'return false; return false;'],
    ['a call after a class name', "this.className='page'; jcomments.showReply(1);"],
    ['a chained call', 'jcomments.showReply(4)(1); return false;'],
    ['an operator', 'jcomments.showReply(4) || alert(1); return false;'],
    ['a bracket access', "jcomments['showReply'](4); return false;"],
    ['a new expression', 'new jcomments.showReply(4); return false;'],
    ['a var', 'var x = jcomments.showReply(4);'],
    ['a function', 'function f(){jcomments.showReply(4);}'],
    ['vote with 2', 'jcomments.voteComment(1, 2)'],
    ['vote with 0', 'jcomments.voteComment(1, 0);return false;'],
    ['vote without a value', 'jcomments.voteComment(1);return false;'],
    ['vote with a quoted value', "jcomments.voteComment(1, '1');return false;"],
    ['vote with a third argument', 'jcomments.voteComment(1, 1, 1);return false;'],
    ['a quoted id', "jcomments.showReply('4')"],
    ['a negative id', 'jcomments.showReply(-4); return false;'],
    ['a fractional id', 'jcomments.showReply(4.5); return false;'],
    ['an id past the safe integers', 'jcomments.editComment(9007199254740993); return false;'],
    ['a hexadecimal id', 'jcomments.editComment(0x10); return false;'],
    ['an exponent id', 'jcomments.editComment(1e3); return false;'],
    ['a null id', 'jcomments.editComment(null); return false;'],
    ['a name as id', 'jcomments.editComment(id); return false;'],
    ['no id', 'jcomments.quoteComment(); return false;'],
    ['a second argument to edit', 'jcomments.editComment(4, 1); return false;'],
    ['reply with a quote flag of 2', 'jcomments.showReply(4,2); return false;'],
    ['reply with a quote flag of 0', 'jcomments.showReply(4,0); return false;'],
    ['reply with three arguments', 'jcomments.showReply(4,1,1); return false;'],
    ['a negative page', "jcomments.showPage(42,'com_content',-1);return false;"],
    ['a page without a group', 'jcomments.showPage(42,0);return false;'],
    ['an unquoted group', 'jcomments.showPage(42,com_content,0);return false;'],
    ['subscribe without a group', 'jcomments.subscribe(42);return false;'],
    ['a form without a target', "jcomments.showForm(42,'com_content'); return false;"],
    ['a hash that is not md5', "jcomments.jump2email(2, 'boris@example.net');"],
    ['a short hash', "jcomments.jump2email(2, '3f14');"],
    ['a masked e-mail without a hash', 'jcomments.jump2email(2);'],
    ['clear of the comment field', "jcomments.clear('comment');"],
    ['saveComment with an argument', 'jcomments.saveComment(1);return false;'],
    ['saveReport with an argument', "jcomments.saveReport('x');return false;"],
    ['cancelReport with an argument', 'jcomments.cancelReport(1);return false;'],
  ])('%s: %s', (_, text) => {
    expect(parseHandler(text)).toBeNull()
  })

  it.each([
    "jcomments.go('javascript:alert(1)');return false;",
    "jcomments.go('JavaScript:alert(1)');return false;",
    "jcomments.go(' javascript:alert(1)');return false;",
    "jcomments.go('data:text/html,<script>alert(1)</script>');return false;",
    "jcomments.go('vbscript:msgbox(1)');return false;",
    "jcomments.go('ftp://files.example/');return false;",
    "jcomments.go('//evil.example/');return false;",
    "jcomments.go('/local/path');return false;",
    "jcomments.go('http://');return false;",
    'jcomments.go(\'http://a.example/"onmouseover="x\');return false;',
    "jcomments.go('http://a.example/ x');return false;",
    "jcomments.go('http://a.example/<script>');return false;",
    "jcomments.go('http://a.example/', 'x');return false;",
    'jcomments.go(1);return false;',
  ])('refuses an IP lookup that is not a plain http(s) URL: %s', (text) => {
    expect(parseHandler(text)).toBeNull()
  })

  it.each([
    ['a test that is not confirm', 'if (x){jcomments.deleteComment(1);}return false;'],
    ['prompt instead of confirm', "if (prompt('x')){jcomments.deleteComment(1);}return false;"],
    ['window.confirm', "if (window.confirm('x')){jcomments.deleteComment(1);}return false;"],
    [
      'confirm with two arguments',
      "if (confirm('x','y')){jcomments.deleteComment(1);}return false;",
    ],
    ['confirm of a number', 'if (confirm(1)){jcomments.deleteComment(1);}return false;'],
    ['confirm wrapping another call', "if (confirm('x')){jcomments.banIP(1);}return false;"],
    ['confirm wrapping an unknown call', "if (confirm('x')){alert(1);}return false;"],
    [
      'confirm wrapping two calls',
      "if (confirm('x')){jcomments.deleteComment(1);alert(1);}return false;",
    ],
    ['confirm wrapping nothing', "if (confirm('x')){}return false;"],
    [
      'nested confirms',
      "if (confirm('a')){if (confirm('b')){jcomments.deleteComment(1);}}return false;",
    ],
    ['a quoted id', "if (confirm('x')){jcomments.deleteComment('1');}return false;"],
    ['a negative id', "if (confirm('x')){jcomments.deleteComment(-1);}return false;"],
    ['an else branch', "if (confirm('x')){jcomments.deleteComment(1);} else {alert(1);}"],
    ['a body without braces', "if (confirm('x')) jcomments.deleteComment(1); return false;"],
    ['delete without confirm', 'jcomments.deleteComment(1);return false;'],
  ])('refuses %s', (_, text) => {
    expect(parseHandler(text)).toBeNull()
  })

  it.each([
    ["this.className='a\"b';"],
    ["this.className='a\\'b';"],
    ["this.className='a'b';"],
    ["this.className='<b>';"],
    ["this.className='page>';"],
    ["this.className='';"],
    ["this.className=' page';"],
    ["this.className='page;x';"],
    ['this.className=page;'],
    ['this.className=1;'],
    ["this.style='color:red';"],
    ["this.innerHTML='page';"],
    ["document.body.className='page';"],
    ["this.className='page'; return true;"],
  ])('refuses a class name change that is not a plain class: %s', (text) => {
    expect(parseHandler(text)).toBeNull()
  })

  it.each([
    ['return true', 'return true;'],
    ['return of a call', 'return jcomments.showReply(4);'],
    ['a known call then return true', 'jcomments.showReply(4); return true;'],
    ['constructor', 'constructor(1)'],
    ['jcomments.__proto__', 'jcomments.__proto__(1)'],
    ['jcomments.constructor', 'jcomments.constructor(1); return false;'],
    ['jcomments.hasOwnProperty', "jcomments.hasOwnProperty('x'); return false;"],
    ['toString', 'toString(); return false;'],
    ['__proto__', '__proto__(1)'],
    ['an empty string', ''],
    ['only spaces', '   \n\t'],
    ['only a semicolon', ';'],
    ['an unclosed string', "jcomments.go('http://x.example/);return false;"],
    ['an unclosed comment', 'jcomments.saveComment(); /* x'],
    ['code after a comment ended by U+2028', "jcomments.showPage(1,'x',0);//x\u2028alert(1)"],
    ['code after a comment ended by U+2029', "jcomments.showPage(1,'x',0);//x\u2029alert(1)"],
    ['code after a comment ended by CR', "jcomments.showPage(1,'x',0);//x\ralert(1)"],
    ['a javascript: URL that is not void', 'javascript:alert(1)'],
    ['a javascript: URL with a known call', 'javascript:jcomments.saveComment();'],
    ['void of something else', 'javascript:void(alert(1));'],
  ])('refuses %s', (_, text) => {
    expect(parseHandler(text)).toBeNull()
  })
})

describe('parseHandler never throws', () => {
  it.each([
    '(',
    ')',
    '{',
    '}}}}',
    "'",
    '"',
    '\\',
    `${'('.repeat(1000)}1${')'.repeat(1000)}`,
    `${'if (confirm(1)){'.repeat(200)}${'}'.repeat(200)}`,
    'jcomments.showReply(4',
    'jcomments.showReply(4,',
    'jcomments.',
    'this.',
    '-',
    '- -1',
    '\u0000',
    '\uD800',
  ])('for %j', (text) => {
    expect(() => parseHandler(text)).not.toThrow()
    expect(parseHandler(text)).toBeNull()
  })
})

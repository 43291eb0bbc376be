import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeResponse } from './decode.ts'
import { MalformedResponseError } from './errors/malformed-response-error.ts'
import { UnknownCommandError } from './errors/unknown-command-error.ts'
import { scripts, writeResponse } from './server-format/index.ts'

const fixture = (file: string): string =>
  readFileSync(new URL(`../test-fixtures/jcomments/${file}`, import.meta.url), 'utf8')

/** The reasons of the warnings, in order; `unknown-command` for an unknown kind. */
const reasons = (body: string): string[] =>
  decodeResponse(body).warnings.map((warning) =>
    warning instanceof MalformedResponseError ? warning.reason : warning.code,
  )

const notice =
  '<br />\n<b>Notice</b>:  Undefined index: reason in <b>/var/www/components/com_jcomments/jcomments.ajax.php</b> on line <b>1030</b><br />\n'
const alertHi = '[ { "n": "al", "d": "Hi" } ]'

// A warning with display_errors on, whose stack trace shows the JSON a plugin
// was given: PHP cuts each string argument to 15 bytes, so every frame holds
// `[{` and an odd number of quotes.
const stackTrace = `<br />
<b>Warning</b>:  Invalid argument supplied for foreach() in <b>/var/www/plugins/system/feeds/feeds.php</b> on line <b>88</b><br />
Stack trace:
${Array.from(
  { length: 9 },
  (_, k) =>
    `#${k} /var/www/plugins/system/feeds/feeds.php(${80 + k}): PlgSystemFeeds->decode('[{"id":${k},"titl...')\n`,
).join('')}#9 {main}
`

/** A ShowPage answer whose last comment holds `[{a:1}]`, as a reader may well write. */
const showPage = writeResponse([
  {
    n: 'js',
    d: scripts.updateTree(
      `<div class="comment-body">${'Sehr gut. '.repeat(60)}Try [{a:1}] in the console.</div>${'<div class="clear"></div>'.repeat(20)}`,
      null,
    ),
  },
])

describe('decodeResponse reads the server format', () => {
  it('reads the three command kinds with the exact server spacing, in order', () => {
    const body =
      '[ { "n": "js", "d": "jcomments.clear(\'comment\');" }, ' +
      '{ "n": "as", "t": "comments-form-link", "p": "innerHTML", "d": "<p class=\\"x\\">Hi<\\/p>\\n" }, ' +
      '{ "n": "al", "d": "Unknown Function JCommentsFoo." } ]'

    expect(decodeResponse(body)).toEqual({
      commands: [
        { kind: 'js', source: "jcomments.clear('comment');" },
        {
          kind: 'as',
          target: 'comments-form-link',
          property: 'innerHTML',
          html: '<p class="x">Hi</p>\n',
        },
        { kind: 'al', message: 'Unknown Function JCommentsFoo.' },
      ],
      warnings: [],
    })
  })

  it('undoes the JSON escapes of php2js: \\\\ \\/ \\n \\t \\r \\f \\"', () => {
    const body = '[ { "n": "al", "d": "a\\\\b\\/c\\nd\\te\\rf\\fg\\"h" } ]'

    expect(decodeResponse(body).commands).toEqual([{ kind: 'al', message: 'a\\b/c\nd\te\rf\fg"h' }])
  })

  it('keeps non-ASCII text as it comes', () => {
    expect(decodeResponse('[ { "n": "al", "d": "نظر شما ثبت شد" } ]').commands).toEqual([
      { kind: 'al', message: 'نظر شما ثبت شد' },
    ])
  })

  it('reads an alert with a real newline (ShowComment.not-found.json)', () => {
    expect(decodeResponse(fixture('ShowComment.not-found.json'))).toEqual({
      commands: [
        {
          kind: 'al',
          message:
            'Can not find comment message!\n May be it has been deleted or unpublished by administrator.',
        },
      ],
      warnings: [],
    })
  })

  it('reads the form and its init script from ShowForm.json as an assign then a script', () => {
    const { commands, warnings } = decodeResponse(fixture('ShowForm.json'))

    expect(warnings).toEqual([])
    expect(commands.map((command) => command.kind)).toEqual(['as', 'js'])
    expect(commands[0]).toMatchObject({ target: 'comments-form-link', property: 'innerHTML' })
    expect(commands[0]).toHaveProperty('html', expect.stringContaining('<form id="comments-form"'))
    expect(commands[1]).toHaveProperty(
      'source',
      expect.stringMatching(/^function JCommentsInitializeForm\(\)\n\{\n\tvar jcEditor/),
    )
  })

  it('tolerates members in another order and extra members', () => {
    expect(
      decodeResponse('[ { "d": "<b>x<\\/b>", "x": 1, "p": "innerHTML", "t": "a", "n": "as" } ]'),
    ).toEqual({
      commands: [{ kind: 'as', target: 'a', property: 'innerHTML', html: '<b>x</b>' }],
      warnings: [],
    })
  })
})

describe('an empty command list', () => {
  it.each([
    ['the server form with two spaces', '[  ]'],
    ['the compact form', '[]'],
    ['CancelComment.json', fixture('CancelComment.json')],
  ])('%s gives no commands and no warning', (_, body) => {
    expect(decodeResponse(body)).toEqual({ commands: [], warnings: [] })
  })

  it('still reports a notice printed before it', () => {
    expect(decodeResponse(`${notice}[  ]`).commands).toEqual([])
    expect(reasons(`${notice}[  ]`)).toEqual(['leading-text'])
  })
})

describe('text around the command array', () => {
  it('skips a PHP notice before the array with a leading-text warning', () => {
    const { commands, warnings } = decodeResponse(`${notice}${alertHi}`)

    expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toBeInstanceOf(MalformedResponseError)
    expect(warnings[0]).toMatchObject({
      code: 'malformed-response',
      reason: 'leading-text',
      excerpt: notice.trim(),
    })
  })

  it('skips the notice of the fixture AddComment.leading-garbage.txt', () => {
    const { commands, warnings } = decodeResponse(fixture('AddComment.leading-garbage.txt'))

    expect(commands).toEqual([
      { kind: 'js', source: "jcomments.error('Please enter your name!','','name');" },
    ])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({
      reason: 'leading-text',
      excerpt: expect.stringContaining('Undefined index: HTTP_REFERER'),
    })
  })

  it('cuts a long notice to a readable excerpt', () => {
    const long = `Notice: ${'x'.repeat(1000)}\n`
    const [warning] = decodeResponse(`${long}${alertHi}`).warnings

    expect(warning).toMatchObject({ reason: 'leading-text' })
    expect((warning as MalformedResponseError).excerpt.length).toBeLessThan(300)
  })

  // Whitespace and a byte order mark are harmless: the decoder skips them
  // without a warning, as it trims what surrounds the array.
  it.each([
    ['a second byte order mark', '\uFEFF'],
    ['blank lines', '\n\n'],
    ['spaces and a tab', '  \t'],
    ['two byte order marks and a newline', '\uFEFF\uFEFF\n'],
  ])('skips %s before the array', (_, prefix) => {
    expect(decodeResponse(`${prefix}${alertHi}`)).toEqual({
      commands: [{ kind: 'al', message: 'Hi' }],
      warnings: [],
    })
  })

  it('reports a notice that comes after a byte order mark', () => {
    const { commands, warnings } = decodeResponse(`\uFEFF${notice}${alertHi}`)

    expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
    expect(warnings).toMatchObject([{ reason: 'leading-text', excerpt: notice.trim() }])
  })

  it('skips text after the array with a trailing-text warning', () => {
    const after = '\n<!-- debug plugin: 12 queries -->'
    const { commands, warnings } = decodeResponse(`${alertHi}${after}`)

    expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({
      code: 'malformed-response',
      reason: 'trailing-text',
      excerpt: '<!-- debug plugin: 12 queries -->',
    })
  })

  it('skips a trailing newline without a warning', () => {
    expect(decodeResponse(`${alertHi}\n`)).toEqual({
      commands: [{ kind: 'al', message: 'Hi' }],
      warnings: [],
    })
  })

  it('reports text on both sides, leading first', () => {
    expect(reasons(`Notice: a\n${alertHi}\nNotice: b`)).toEqual(['leading-text', 'trailing-text'])
    expect(decodeResponse(`Notice: a\n${alertHi}\nNotice: b`).commands).toEqual([
      { kind: 'al', message: 'Hi' },
    ])
  })

  it('finds the real array after a notice that itself holds "[ {"', () => {
    const tricky = 'Warning: unexpected token [ { near "items" in plugin.php on line 3<br />\n'
    const { commands, warnings } = decodeResponse(`${tricky}${alertHi}`)

    expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
    expect(warnings).toMatchObject([{ reason: 'leading-text', excerpt: tricky.trim() }])
  })

  it('finds the real array after a notice that holds a whole "[ { … } ]"', () => {
    const tricky = 'Notice: Array to string: [ { "id": 1 } ] in x.php<br />\n'
    const { commands, warnings } = decodeResponse(`${tricky}${alertHi}`)

    expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
    expect(warnings).toMatchObject([{ reason: 'leading-text' }])
  })

  it('finds the real array after a plugin that echoed compact JSON of its own', () => {
    const echoed = '[{"id":7,"title":"Hello"}]\n'
    const { commands, warnings } = decodeResponse(`${echoed}${alertHi}`)

    expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
    expect(warnings).toMatchObject([{ reason: 'leading-text', excerpt: echoed.trim() }])
  })

  it('reads every command after a PHP stack trace that holds "[{" nine times', () => {
    const answer = '[ { "n": "al", "d": "Hi" }, { "n": "js", "d": "jcomments.scrollToList();" } ]'
    const { commands, warnings } = decodeResponse(`${stackTrace}${answer}`)

    expect(commands).toEqual([
      { kind: 'al', message: 'Hi' },
      { kind: 'js', source: 'jcomments.scrollToList();' },
    ])
    expect(warnings).toMatchObject([
      { reason: 'leading-text', excerpt: expect.stringMatching(/^<br \/>\n<b>Warning/) },
    ])
  })

  it('reads the whole ShowPage answer after notices holding "[ {" as the answer starts', () => {
    const notices = 'Notice: unexpected [ { in template.php on line 7<br />\n'.repeat(20)
    const { commands, warnings } = decodeResponse(`${notices}${showPage}`)

    expect(commands).toEqual(decodeResponse(showPage).commands)
    expect(commands).toHaveLength(1)
    expect(warnings).toMatchObject([{ reason: 'leading-text' }])
  })

  it('reads the answer after a notice that opens an array and never closes it', () => {
    const { commands, warnings } = decodeResponse(`Notice: json [{"feed": ${alertHi}`)

    expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
    expect(warnings).toMatchObject([{ reason: 'leading-text', excerpt: 'Notice: json [{"feed":' }])
  })

  it('reads the answer printed last when a notice before it holds a command array', () => {
    const { commands } = decodeResponse(`Notice: [ { "n": "al", "d": "x" } ]<br />\n${alertHi}`)

    expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
  })

  it('finds the real end before trailing text that holds "} ]"', () => {
    const after = '\nShutdown: { "queries": [ { "q": 1 } ] }'
    const { commands, warnings } = decodeResponse(`${alertHi}${after}`)

    expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
    expect(warnings).toMatchObject([{ reason: 'trailing-text' }])
  })

  it('keeps "[ {" and "} ]" inside a string of the array itself', () => {
    const body = '[ { "n": "al", "d": "[ { not an array } ]" } ]'

    expect(decodeResponse(body)).toEqual({
      commands: [{ kind: 'al', message: '[ { not an array } ]' }],
      warnings: [],
    })
  })
})

describe('a body that holds no usable array', () => {
  it('gives no commands and an invalid-json warning for broken JSON', () => {
    const { commands, warnings } = decodeResponse('[ { "n": "al", "d": oops } ]')

    expect(commands).toEqual([])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toBeInstanceOf(MalformedResponseError)
    expect(warnings[0]).toMatchObject({ code: 'malformed-response', reason: 'invalid-json' })
  })

  it('gives no commands and an invalid-json warning for an array that never closes', () => {
    expect(decodeResponse('[ { "n": "al", "d": "Hi" }').commands).toEqual([])
    expect(reasons('[ { "n": "al", "d": "Hi" }')).toEqual(['invalid-json'])
  })

  it('refuses a ShowPage answer cut short, saying so, though its last comment holds [{a:1}]', () => {
    const { commands, warnings } = decodeResponse(showPage.slice(0, -300))

    expect(commands).toEqual([])
    expect(warnings).toMatchObject([
      { reason: 'invalid-json', message: expect.stringContaining('cut short') },
    ])
  })

  it('refuses an answer cut short even after a notice holding a whole command array', () => {
    const body = `Notice: [ { "n": "al", "d": "x" } ]<br />\n[ { "n": "al", "d": "Hi" }, { "n": "al", "d": "Bye`

    expect(decodeResponse(body).commands).toEqual([])
    expect(decodeResponse(body).warnings).toMatchObject([
      { reason: 'invalid-json', message: expect.stringContaining('cut short') },
    ])
  })

  it('refuses an answer cut short whose text holds a whole array of its own', () => {
    const body = '[ { "n": "al", "d": "Try [] or [ {} ] in the console" }, { "n": "al", "d": "B'

    expect(decodeResponse(body).commands).toEqual([])
    expect(decodeResponse(body).warnings).toMatchObject([
      { reason: 'invalid-json', message: expect.stringContaining('cut short') },
    ])
  })

  it('gives no commands and one warning for a JSON object instead of an array', () => {
    const { commands, warnings } = decodeResponse('{ "n": "al", "d": "Hi" }')

    expect(commands).toEqual([])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toBeInstanceOf(MalformedResponseError)
    expect((warnings[0] as MalformedResponseError).reason).toBe('no-command-array')
  })

  it('gives no commands and one warning for an empty body', () => {
    const { commands, warnings } = decodeResponse('')

    expect(commands).toEqual([])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ reason: 'no-command-array' })
  })

  it('gives no commands and a warning for an HTML error page', () => {
    const page = '<!DOCTYPE html><html><body><h1>403 - You are not authorised</h1></body></html>'

    expect(decodeResponse(page).commands).toEqual([])
    expect(reasons(page)).toEqual(['no-command-array'])
  })
})

describe('malformed commands are skipped one by one', () => {
  it('skips commands with a missing or non-string member and keeps the valid ones around them', () => {
    const body =
      '[ { "n": "al", "d": "first" }, ' +
      '{ "n": "as", "p": "innerHTML", "d": "<p>no target<\\/p>" }, ' +
      '{ "n": "al" }, ' +
      '{ "n": "js", "d": 5 }, ' +
      '{ "n": "as", "t": "x", "p": "innerHTML" }, ' +
      '{ "n": "js", "d": "jcomments.scrollToList();" } ]'
    const { commands, warnings } = decodeResponse(body)

    expect(commands).toEqual([
      { kind: 'al', message: 'first' },
      { kind: 'js', source: 'jcomments.scrollToList();' },
    ])
    expect(warnings).toHaveLength(4)
    for (const warning of warnings) {
      expect(warning).toBeInstanceOf(MalformedResponseError)
      expect(warning).toMatchObject({ code: 'malformed-response', reason: 'invalid-command' })
    }
  })

  it('names the offending command in the warning', () => {
    const [warning] = decodeResponse('[ { "n": "js", "d": 5 } ]').warnings

    expect(warning).toMatchObject({ reason: 'invalid-command', excerpt: '{"n":"js","d":5}' })
  })

  it('skips items that are not command objects', () => {
    const body =
      '[ { "n": "al", "d": "a" }, "text", null, 3, [ ], { "d": "no kind" }, { "n": 1 }, { "n": "al", "d": "b" } ]'
    const { commands } = decodeResponse(body)

    expect(commands).toEqual([
      { kind: 'al', message: 'a' },
      { kind: 'al', message: 'b' },
    ])
    expect(reasons(body)).toEqual(Array(6).fill('invalid-command'))
  })

  it.each(['outerHTML', 'onclick', 'innerText', 'constructor'])(
    'refuses an assign to %s with an unsupported-property warning',
    (property) => {
      const body = `[ { "n": "as", "t": "comments", "p": "${property}", "d": "<img src=x>" }, ${alertHi.slice(2)}`
      const { commands, warnings } = decodeResponse(body)

      expect(commands).toEqual([{ kind: 'al', message: 'Hi' }])
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatchObject({ reason: 'unsupported-property' })
    },
  )

  it('drops an empty alert and an empty script silently', () => {
    expect(decodeResponse('[ { "n": "al", "d": "" }, { "n": "js", "d": "" } ]')).toEqual({
      commands: [],
      warnings: [],
    })
  })

  it('keeps an assign of empty HTML, which clears the target', () => {
    expect(
      decodeResponse('[ { "n": "as", "t": "comments-inline-report", "p": "innerHTML", "d": "" } ]'),
    ).toEqual({
      commands: [{ kind: 'as', target: 'comments-inline-report', property: 'innerHTML', html: '' }],
      warnings: [],
    })
  })

  it('reports an unknown command kind as an UnknownCommandError and keeps the others', () => {
    const body =
      '[ { "n": "al", "d": "before" }, { "n": "xx", "d": "whatever" }, { "n": "al", "d": "after" } ]'
    const { commands, warnings } = decodeResponse(body)

    expect(commands).toEqual([
      { kind: 'al', message: 'before' },
      { kind: 'al', message: 'after' },
    ])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toBeInstanceOf(UnknownCommandError)
    expect(warnings[0]?.message).toBe('Unknown command: xx')
    expect(warnings[0]).toMatchObject({ code: 'unknown-command', command: 'xx' })
  })
})

describe('raw control characters inside strings', () => {
  it.each([
    ['U+0001', '\u0001'],
    ['U+001F', '\u001F'],
    ['U+0000', '\u0000'],
    ['U+0008', '\u0008'],
    ['a raw tab', '\t'],
    ['a raw newline', '\n'],
  ])('decode %s to itself', (_, char) => {
    expect(decodeResponse(`[ { "n": "al", "d": "a${char}b" } ]`)).toEqual({
      commands: [{ kind: 'al', message: `a${char}b` }],
      warnings: [],
    })
  })

  it('decode to themselves after a string that ends in an escaped backslash', () => {
    const body = '[ { "n": "al", "d": "C:\\\\" }, { "n": "al", "d": "x\u0001\\"\u001Fy" } ]'

    expect(decodeResponse(body).commands).toEqual([
      { kind: 'al', message: 'C:\\' },
      { kind: 'al', message: 'x\u0001"\u001Fy' },
    ])
  })

  it('decode to themselves inside comment HTML of a script', () => {
    const body = `[ { "n": "js", "d": "jcomments.updateComment(3, 'bell\u0007 here');" } ]`

    expect(decodeResponse(body).commands).toEqual([
      { kind: 'js', source: "jcomments.updateComment(3, 'bell\u0007 here');" },
    ])
  })
})

describe('decodeResponse never throws', () => {
  it.each([
    '[ {',
    '} ]',
    '[ { } ] [ { } ]',
    '[',
    ']',
    '[ { "n":',
    '"[ {"',
    '[ { "n": "al", "d": "\\u12" } ]',
    '[ { "n": "al", "d": "x" } ] [ { "n": "al", "d": "y" } ]',
    '\uFEFF',
    '\u0000\u0001',
    '[ { "n": "__proto__", "d": "x" } ]',
    '[ { "__proto__": { "n": "al" }, "d": "x" } ]',
    '[ {'.repeat(500),
    `${'[ { '.repeat(100)}${'} ] '.repeat(100)}`,
  ])('for %j', (body) => {
    let result: ReturnType<typeof decodeResponse> | undefined
    expect(() => {
      result = decodeResponse(body)
    }).not.toThrow()
    expect(Array.isArray(result?.commands)).toBe(true)
    expect(Array.isArray(result?.warnings)).toBe(true)
  })

  it('keeps the commands around an item nested a hundred thousand levels deep', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const { commands, warnings } = decodeResponse(
      `[ { "n": "al", "d": "x" }, ${deep}, { "n": "al", "d": "y" } ]`,
    )

    expect(commands).toEqual([
      { kind: 'al', message: 'x' },
      { kind: 'al', message: 'y' },
    ])
    expect(warnings).toMatchObject([{ reason: 'invalid-command' }])
  })

  it('reads nothing from two empty objects in a row, with warnings', () => {
    const { commands, warnings } = decodeResponse('[ { } ] [ { } ]')

    expect(commands).toEqual([])
    expect(warnings.length).toBeGreaterThan(0)
  })

  it('does not take a __proto__ kind for a command', () => {
    const { commands, warnings } = decodeResponse('[ { "n": "__proto__", "d": "x" } ]')

    expect(commands).toEqual([])
    expect(warnings[0]).toBeInstanceOf(UnknownCommandError)
  })
})

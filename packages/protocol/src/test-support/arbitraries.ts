// Arbitraries shared by the property tests: text that leans on the characters
// the escaping layers care about, and text shaped like what the server writes.

import fc from 'fast-check'
import { php2jsString } from '../server-format/index.ts'

// Characters that some layer escapes or reads specially, mixed with any code
// point (no lone surrogates), any grapheme and any C0 control character.
export const specialChar = fc.constantFrom(
  '\\',
  "'",
  '"',
  '&',
  '<',
  '>',
  '/',
  '\n',
  '\r',
  '\t',
  '\f',
  '\b',
  '\v',
  '\u0000',
  '\u001f',
  '\u2028',
  '\ufeff',
  ' ',
  ',',
  ')',
  ';',
  ']',
  '}',
  'n',
  'u',
  'x',
  '0',
)
export const anyChar = fc.oneof(
  specialChar,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
)
/** Any unicode text, leaning on the characters the escaping layers care about. */
export const anyText = fc.oneof(
  fc.string({ unit: anyChar }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
)

export const jsonFragment = fc.constantFrom(
  '[ {',
  '} ]',
  '[  ]',
  '[',
  ']',
  '{',
  '}',
  '"n": ',
  '"t": ',
  '"p": ',
  '"d": ',
  '"as"',
  '"al"',
  '"js"',
  '"innerHTML"',
  '", "',
  ', ',
  '"',
  '\\',
  '\\"',
  '\\u00',
  'null',
  '1',
  '\ufeff',
  '<br />',
)
export const jsonishText = fc
  .array(fc.oneof(jsonFragment, fc.string({ unit: anyChar, maxLength: 3 })), {
    maxLength: 40,
    size: 'medium',
  })
  .map((parts) => parts.join(''))

// Command arrays in the server's layout whose members are sometimes broken.
export const commandArrayText = fc
  .array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom('"js"', '"as"', '"al"'), weight: 4 },
        fc.constantFrom('"xx"', '1', 'null', '"JS"'),
      ),
      fc.oneof(
        { arbitrary: fc.constant(''), weight: 3 },
        { arbitrary: fc.constant('"t": "x", "p": "innerHTML", '), weight: 3 },
        fc.constantFrom('"t": "x", ', '"p": "onclick", "t": "x", ', '"d": 1, '),
        jsonFragment,
      ),
      fc.oneof(
        { arbitrary: anyText.map(php2jsString), weight: 4 },
        jsonishText.map((text) => `"${text}"`),
      ),
    ),
    { maxLength: 4 },
  )
  .map(
    (items) => `[ ${items.map(([n, extra, d]) => `{ "n": ${n}, ${extra}"d": ${d} }`).join(', ')} ]`,
  )

export const scriptFragment = fc.constantFrom(
  'jcomments.',
  'jcomments',
  '.',
  'error',
  'message',
  'clear',
  'updateComment',
  'updateTree',
  'updateList',
  'scrollToList',
  'showEdit',
  'insertText',
  'scrollToComment',
  'updateSubscription',
  'updateVote',
  'closeReport',
  'grecaptcha.reset',
  'window.location=',
  'window.location',
  '=',
  "'mailto:",
  'mailto:a@b.cd',
  'javascript:alert(1)',
  "'",
  '"',
  '\\',
  "\\'",
  '(',
  ')',
  ',',
  ', ',
  ';',
  'null',
  'true',
  'false',
  '0',
  '1',
  '42',
  '-1',
  '9007199254740993',
  '1e21',
  '\n',
  ' ',
  '\t',
  '//',
  '/*',
  '*/',
  '{',
  '}',
  '[quote name="',
  '"]',
  '[/quote]\\n',
  'function JCommentsInitializeForm()',
  'var jcEditor = new JCommentsEditor(',
  'jcEditor.addButton(',
  'jcomments.setForm(new JCommentsForm(',
  'setTimeout(JCommentsInitializeForm, 100);',
  'new ',
  'var ',
  'return ',
  'if (',
  '\\u0041',
  '\\x41',
  '\\u{1F600}',
  '<',
  '>',
)
export const fragmentText = fc
  .array(fc.oneof(scriptFragment, fc.string({ unit: anyChar, maxLength: 3 })), {
    maxLength: 40,
    size: 'medium',
  })
  .map((parts) => parts.join(''))

// A string literal as the server might write one: escaped, or raw and tolerated.
export const literal = fc
  .tuple(fc.constantFrom("'", '"'), anyText, fc.boolean())
  .map(([quote, text, escaped]) => {
    const body = escaped
      ? text.replace(
          /[\\'"\n\r]/g,
          (char) => `\\${char === '\n' ? 'n' : char === '\r' ? 'r' : char}`,
        )
      : text
    return `${quote}${body}${quote}`
  })
export const argument = fc.oneof(
  literal,
  { arbitrary: fc.stringMatching(/^[\w .:@/?=-]{0,16}$/).map((text) => `'${text}'`), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      'null',
      'true',
      'false',
      "'comment'",
      "'captcha'",
      "'a'",
      "'b'",
      "'p'",
      "'r'",
      "'0'",
      "'3'",
      "'-3'",
      "'1e3'",
      "'com_content'",
      "'emailactive'",
      "'email active'",
      "'email\\'active'",
      "'3f14550399db1ebd54bcab582f7040ae'",
      "'Delete comment?'",
      "'http://www.ripe.net/perl/whois?searchtext=198.51.100.1'",
      "'https://x.example/a b'",
      "'HTTP://X.EXAMPLE/'",
      "'javascript:alert(1)'",
      "'//evil.example/'",
      "'mailto:boris@example.net'",
      "'mailto:a b@c.de'",
      "'mailto:<a>@b.cd'",
      "'mailto:a@b.cd?subject=x'",
      "'MAILTO:a@b.cd'",
    ),
    weight: 3,
  },
  { arbitrary: fc.nat({ max: 12 }).map(String), weight: 3 },
  fc.constantFrom('-1', '1e21', '9007199254740993', '1234567890123456', '0x10', '1.5'),
)
/** A call of one of `callees` (name and usual argument count), often with that many arguments. */
export const callShaped = (callees: readonly (readonly [string, number])[]) =>
  fc
    .constantFrom(...callees)
    .chain(([callee, arity]) =>
      fc.tuple(
        fc.constant(callee),
        fc.oneof(
          { arbitrary: fc.array(argument, { minLength: arity, maxLength: arity }), weight: 3 },
          fc.array(argument, { maxLength: 6 }),
        ),
        fc.constantFrom(',', ', '),
        fc.constantFrom(';', '', ';return false;', ' return false;', ';;'),
      ),
    )
    .map(
      ([callee, args, comma, end]) =>
        `${callee}${callee.endsWith('=') ? (args[0] ?? "''") : `(${args.join(comma)})`}${end}`,
    )

export const scriptCallees = [
  ['jcomments.error', 3],
  ['jcomments.message', 2],
  ['jcomments.clear', 1],
  ['jcomments.updateComment', 2],
  ['jcomments.updateTree', 2],
  ['jcomments.updateTree', 3],
  ['jcomments.updateList', 2],
  ['jcomments.scrollToList', 0],
  ['jcomments.showEdit', 6],
  ['jcomments.insertText', 1],
  ['jcomments.scrollToComment', 1],
  ['jcomments.updateSubscription', 2],
  ['jcomments.updateVote', 2],
  ['jcomments.closeReport', 1],
  ['grecaptcha.reset', 0],
  ['window.location=', 1],
  ['location.href=', 1],
  ['eval', 1],
  ['jcomments.constructor', 1],
] as const
// Assignments to window.location: mailto: addresses, spoiled ones and other schemes.
export const navigationShaped = fc
  .tuple(
    fc.constantFrom('window.location=', 'window.location = ', 'location=', 'window.location.href='),
    fc.constantFrom("'", '"'),
    fc.constantFrom('mailto:', 'MAILTO:', 'mailto: ', 'javascript:', 'http://', ''),
    fc.oneof(
      fc.stringMatching(/^[\w.+-]{1,8}@[\w-]{1,8}(?:\.[\w-]{1,5}){0,2}\.[A-Za-z]{2,4}$/),
      fc.constantFrom('a@b.cd', 'boris@example.net'),
    ),
    fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, anyText),
    fc.constantFrom(';', '', ';;', ';x();'),
  )
  .map(
    ([target, quote, scheme, address, spoiler, end]) =>
      `${target}${quote}${scheme}${address}${spoiler}${quote}${end}`,
  )
export const handlerCallees = [
  ['jcomments.showReply', 1],
  ['jcomments.showReply', 2],
  ['jcomments.quoteComment', 1],
  ['jcomments.reportComment', 1],
  ['jcomments.editComment', 1],
  ['jcomments.deleteComment', 1],
  ['jcomments.publishComment', 1],
  ['jcomments.go', 1],
  ['jcomments.banIP', 1],
  ['jcomments.voteComment', 2],
  ['jcomments.showPage', 3],
  ['jcomments.subscribe', 2],
  ['jcomments.unsubscribe', 2],
  ['jcomments.jump2email', 2],
  ['jcomments.saveComment', 0],
  ['jcomments.clear', 1],
  ['jcomments.showForm', 3],
  ['jcomments.saveReport', 0],
  ['jcomments.cancelReport', 0],
  ['this.className=', 1],
  ['confirm', 1],
  ['window.open', 1],
] as const
// The one conditional the server writes, around any call.
export const confirmShaped = fc
  .tuple(argument, callShaped(handlerCallees), fc.constantFrom('return false;', '', '}'))
  .map(([question, call, end]) => `if (confirm(${question})){${call}}${end}`)
export const handlerFragment = fc.constantFrom(
  ...handlerCallees.map(([callee]) => callee),
  'return false;',
  'if (confirm(',
  '){',
  '}',
  'javascript:void(null);',
  "'http://",
  "'https://",
  "'javascript:",
  "'data:",
  'www.ripe.net/perl/whois?searchtext=198.51.100.1',
  '3f14550399db1ebd54bcab582f7040ae',
  "'com_content'",
  "'comments-form-link'",
  "'emailactive'",
  "'page'",
  '(',
  ')',
  ',',
  ', ',
  ';',
  "'",
  '"',
  '\\',
  '1',
  '-1',
  '42',
  ' ',
  '<',
  '>',
)
export const handlerText = fc
  .array(fc.oneof(handlerFragment, fc.string({ unit: anyChar, maxLength: 3 })), {
    maxLength: 30,
    size: 'medium',
  })
  .map((parts) => parts.join(''))

/** The four characters that end a line in JavaScript, and with it a `//` comment. */
export const lineTerminator = fc.constantFrom('\n', '\r', '\u2028', '\u2029')
/** The text of a `//` comment: anything but a line terminator. */
export const lineCommentText = anyText.map((text) => text.replace(/[\n\r\u2028\u2029]/g, ''))
/** A statement that no parser accepts after a known call. */
export const strayStatement = fc.constantFrom(
  'alert(1)',
  "alert('x');",
  "document.cookie='x'",
  "window.location='javascript:alert(1)';",
  'jcomments.deleteComment(1);',
  'x',
)

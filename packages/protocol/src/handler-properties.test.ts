import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseHandlerStatements } from './handlers.ts'
import { parseHandler } from './index.ts'
import {
  anyText,
  argument,
  callShaped,
  confirmShaped,
  handlerCallees,
  handlerText,
  lineCommentText,
  lineTerminator,
  strayStatement,
} from './test-support/arbitraries.ts'
import { expectHarmlessHandlerAction } from './test-support/harmless.ts'

const runs = { numRuns: 10_000 }

describe('parseHandler never throws and returns null or a typed action', () => {
  it('for any text', () => {
    fc.assert(
      fc.property(anyText, (text) => expectHarmlessHandlerAction(parseHandler(text))),
      runs,
    )
  })

  it('for text built from pieces of the inline handlers', () => {
    fc.assert(
      fc.property(handlerText, (text) => expectHarmlessHandlerAction(parseHandler(text))),
      runs,
    )
  })

  it('for calls and confirmed calls shaped like the inline handlers, with arguments of any kind', () => {
    fc.assert(
      fc.property(fc.oneof(callShaped(handlerCallees), confirmShaped), (text) =>
        expectHarmlessHandlerAction(parseHandler(text)),
      ),
      runs,
    )
  })
})

describe('parseHandler reads a // comment as JavaScript does', () => {
  const knownHandlers = fc.constantFrom(
    "jcomments.showPage(1,'x',0);",
    'jcomments.showReply(4); return false;',
    'jcomments.voteComment(4, -1);return false;',
    "if (confirm('Delete comment?')){jcomments.deleteComment(4);}return false;",
    "this.className='emailactive';",
    "jcomments.go('http://www.ripe.net/perl/whois?searchtext=198.51.100.10');return false;",
  )

  it('keeps a known handler followed by a comment to the end of the text', () => {
    fc.assert(
      fc.property(knownHandlers, lineCommentText, (text, comment) => {
        expect(parseHandler(`${text}//${comment}`)).toEqual(parseHandler(text))
      }),
      runs,
    )
  })

  it('refuses a known handler when code follows the comment on a new line, whatever ends the line', () => {
    fc.assert(
      fc.property(
        knownHandlers,
        lineCommentText,
        lineTerminator,
        strayStatement,
        (text, comment, end, code) => {
          expect(parseHandler(`${text}//${comment}${end}${code}`)).toBeNull()
        },
      ),
      runs,
    )
  })
})

// Blanks a handler may carry: some end a statement, some are no blank to the regular expression.
const blank = fc.oneof(
  { arbitrary: fc.constantFrom('', ' '), weight: 8 },
  fc.constantFrom('  ', '\t', '\n', '\r\n', '\u00a0', '\u2028'),
)
// Arguments that look plain and are not: escapes, numbers JavaScript reads its own way.
const tricky = fc.constantFrom(
  "'a\\nb'",
  "'it\\'s'",
  "'\\u0041'",
  "'a\\\\b'",
  "'com_content\\'",
  '007',
  '-0',
  '- 1',
  '1e3',
  '0x1F',
  '1_000',
  '9007199254740993',
  '"com_content"',
)
// Calls shaped like the plain ones the server writes, often with as many
// arguments as the call takes, of any kind, with any blanks.
const plainArgument = fc.oneof(
  { arbitrary: fc.nat({ max: 12 }).map(String), weight: 2 },
  tricky,
  argument,
)
const plainShaped = fc
  .constantFrom(...handlerCallees, ['jcomments.x', 1] as const, ['jcomments.', 0] as const)
  .chain(([callee, arity]) =>
    fc.tuple(
      fc.constant(callee),
      fc.oneof(
        {
          arbitrary: fc.array(fc.tuple(blank, plainArgument, blank), {
            minLength: arity,
            maxLength: arity,
          }),
          weight: 3,
        },
        fc.array(fc.tuple(blank, plainArgument, blank), { maxLength: 4 }),
      ),
      fc.oneof(
        { arbitrary: fc.constantFrom(',', ', '), weight: 6 },
        fc.constantFrom(',,', ' ', ',\n'),
      ),
      fc.oneof(
        {
          arbitrary: fc
            .tuple(
              blank,
              blank,
              fc.constantFrom(' ', '  ', '\t', '\n'),
              blank,
              fc.constantFrom(';', ''),
            )
            .map(([a, b, gap, c, end]) => `${a};${b}return${gap}false${c}${end}`),
          weight: 6,
        },
        fc
          .tuple(
            fc.constantFrom(';', '', ';;'),
            fc.constantFrom('return', 'return false', 'return true', 'returnfalse'),
            fc.constantFrom(';', '', ';;', '}', ' false'),
          )
          .map((parts) => parts.join('')),
      ),
    ),
  )
  .map(
    ([callee, args, comma, end]) =>
      `${callee}(${args.map(([before, text, after]) => `${before}${text}${after}`).join(comma)})${end}`,
  )

// The moderator's delete as the server writes it, with any blanks, semicolons,
// questions and ids, and now and then a piece of another shape.
const deleteShaped = fc
  .tuple(
    fc.array(blank, { minLength: 11, maxLength: 11 }),
    fc.oneof({ arbitrary: fc.constant("'Delete comment?'"), weight: 3 }, argument, tricky),
    fc.oneof({ arbitrary: fc.nat({ max: 5000 }).map(String), weight: 3 }, tricky, argument),
    fc.constantFrom(';', '', ';;'),
    fc.oneof(
      { arbitrary: fc.constantFrom('return false;', 'return false', ''), weight: 4 },
      fc.constantFrom('return  false;', 'return\tfalse;', 'return true;', ';', '}', 'x'),
    ),
    fc.constantFrom('jcomments.deleteComment', 'jcomments.deleteComment', 'jcomments.banIP'),
  )
  .map(
    ([b, question, id, semicolon, end, callee]) =>
      `if${b[0]}(${b[1]}confirm${b[2]}(${b[3]}${question}${b[4]})${b[5]})${b[6]}{${b[7]}${callee}(${b[8]}${id}${b[9]})${semicolon}${b[10]}}${end}`,
  )

describe('the shortcuts of parseHandler', () => {
  it('read every handler as the statement parser does', () => {
    fc.assert(
      fc.property(
        fc.oneof(plainShaped, deleteShaped, callShaped(handlerCallees), confirmShaped, handlerText),
        (text) => {
          expect(parseHandler(text)).toEqual(parseHandlerStatements(text.trim()))
        },
      ),
      runs,
    )
  })
})

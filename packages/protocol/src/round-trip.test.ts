// Round trips: what the server writes, the client reads back unchanged.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeResponse, parseScript, type ScriptCall } from './index.ts'
import { scripts, writeResponse } from './server-format/index.ts'
import { anyText } from './test-support/arbitraries.ts'

const runs = { numRuns: 10_000 }

/** The one script of a response body written with the server format, as the client reads it. */
function clientReads(script: string): ScriptCall {
  const { commands, warnings } = decodeResponse(writeResponse([{ n: 'js', d: script }]))
  expect(warnings).toEqual([])
  const [command, ...rest] = commands
  expect(rest).toEqual([])
  if (command?.kind !== 'js') return expect.unreachable('one script command')
  return parseScript(command.source)
}

// The parser reads ids of up to 15 digits, which keeps every id a safe integer.
const commentId = fc.integer({ min: 0, max: 999_999_999_999_999 })

// escapeMessage turns a newline, and the two characters backslash-n, into
// <br />, so only messages without them come back as they were.
const message = anyText.filter((text) => !text.includes('\n') && !text.includes('\\n'))

// The server writes element ids and field names without escaping; they never
// hold a backslash, a quote or a line break, and neither do these.
const elementId = anyText.map((text) => text.replace(/[\\'\n\r]/g, ''))

// Values the server leaves unescaped (a quote author, a subscription label)
// come back only within what the tolerant literal rule can read: no backslash
// (it would start an escape), no CR (addScript drops it), and no quote that is
// followed, after blanks, by `,` `;` `)` or `}`, where the rule takes it for
// the end of the literal. A newline is fine: addScript writes it as \n.
const unescapedValue = anyText.filter((text) => !/[\\\r]/.test(text) && !/'[ \t]*[,;)}]/.test(text))

describe('what the server format writes, the client reads back exactly', () => {
  it('S1 error: the message, target and field', () => {
    fc.assert(
      fc.property(message, elementId, elementId, (text, target, field) => {
        expect(clientReads(scripts.error(text, target, field))).toEqual({
          type: 'error',
          message: text,
          target,
          field,
        })
      }),
      runs,
    )
  })

  it('S1 error: a newline in the message comes back as <br />', () => {
    fc.assert(
      fc.property(message, message, (first, second) => {
        expect(clientReads(scripts.error(`${first}\n${second}`))).toMatchObject({
          message: `${first}<br />${second}`,
        })
      }),
      runs,
    )
  })

  it('S2 message: the message and target', () => {
    fc.assert(
      fc.property(message, elementId, (text, target) => {
        expect(clientReads(scripts.message(text, target))).toEqual({
          type: 'message',
          message: text,
          target,
        })
      }),
      runs,
    )
  })

  it('S5 and S6 updateComment: the id and the HTML, control characters included', () => {
    fc.assert(
      fc.property(commentId, anyText, (id, html) => {
        expect(clientReads(scripts.updateComment(id, html))).toEqual({
          type: 'updateComment',
          id,
          html,
        })
        expect(clientReads(scripts.removeComment(id))).toEqual({
          type: 'updateComment',
          id,
          html: '',
        })
      }),
      runs,
    )
  })

  it('S7 and S8 updateTree: the HTML, and the parent and mode of an added item', () => {
    fc.assert(
      fc.property(anyText, commentId, fc.constantFrom('a', 'b'), (html, parentId, mode) => {
        expect(clientReads(scripts.updateTree(html, null))).toEqual({
          type: 'updateTree',
          mode: 'whole',
          html,
        })
        expect(clientReads(scripts.updateTree(html, parentId, mode))).toEqual({
          type: 'updateTree',
          mode: mode === 'a' ? 'append' : 'prepend',
          html,
          parentId,
        })
      }),
      runs,
    )
  })

  it('S9 and S10 updateList: the HTML and the mode', () => {
    const modes = { a: 'append', p: 'prepend', r: 'replace' } as const
    fc.assert(
      fc.property(anyText, fc.constantFrom('a', 'p', 'r'), (html, mode) => {
        expect(clientReads(scripts.updateList(html, mode))).toEqual({
          type: 'updateList',
          mode: modes[mode],
          html,
        })
      }),
      runs,
    )
  })

  it('S12 showEdit: the id and five fields with quotes, backslashes and newlines', () => {
    fc.assert(
      fc.property(
        commentId,
        anyText,
        anyText,
        anyText,
        anyText,
        anyText,
        (id, name, email, homepage, title, text) => {
          expect(clientReads(scripts.showEdit(id, name, email, homepage, title, text))).toEqual({
            type: 'showEdit',
            id,
            name,
            email,
            homepage,
            title,
            text,
          })
        },
      ),
      runs,
    )
  })

  it('S13 insertText: any text, and an unescaped author name with apostrophes', () => {
    const author = fc.oneof(
      unescapedValue,
      fc.constantFrom("O'Brien", "d'Artagnan", "Rock 'n' Roll", "'quoted'", "it's' ", "x']y"),
    )
    fc.assert(
      fc.property(author, anyText, (name, text) => {
        expect(clientReads(scripts.insertText(name, text))).toEqual({
          type: 'insertText',
          text: `[quote name="${name}"]${text}[/quote]\n`,
        })
      }),
      runs,
    )
  })

  it('S14 scrollToComment and S17 updateVote: the id, and the score HTML', () => {
    fc.assert(
      fc.property(commentId, anyText, (id, html) => {
        expect(clientReads(scripts.scrollToComment(id))).toEqual({ type: 'scrollToComment', id })
        expect(clientReads(scripts.updateVote(id, html))).toEqual({ type: 'updateVote', id, html })
      }),
      runs,
    )
  })

  it('S15: an address of the shape the server matches becomes a mailto: navigation', () => {
    const email = fc.stringMatching(
      /^[\w.-]{1,12}@[a-z\d]{1,8}(?:\.[a-z\d-]{1,6}){0,2}\.[a-z]{2,4}$/,
    )
    fc.assert(
      fc.property(email, (address) => {
        expect(clientReads(scripts.mailto(address))).toEqual({
          type: 'navigate',
          href: `mailto:${address}`,
        })
      }),
      runs,
    )
  })

  it('S16 updateSubscription: the state and an unescaped label', () => {
    fc.assert(
      fc.property(fc.boolean(), unescapedValue, (subscribed, label) => {
        expect(clientReads(scripts.updateSubscription(subscribed, label))).toEqual({
          type: 'updateSubscription',
          subscribed,
          label,
        })
      }),
      runs,
    )
  })

  it('S18 closeReport: the message', () => {
    fc.assert(
      fc.property(message, (text) => {
        expect(clientReads(scripts.closeReport(text))).toEqual({
          type: 'closeReport',
          message: text,
        })
      }),
      runs,
    )
  })

  it('assign and alert commands: the target, the HTML and the alert text', () => {
    fc.assert(
      fc.property(elementId, anyText, anyText, (target, html, alert) => {
        const body = writeResponse([
          { n: 'as', t: target, d: html },
          { n: 'al', d: alert },
        ])
        expect(decodeResponse(body)).toEqual({
          commands: [
            { kind: 'as', target, property: 'innerHTML', html },
            ...(alert ? [{ kind: 'al', message: alert }] : []),
          ],
          warnings: [],
        })
      }),
      runs,
    )
  })
})

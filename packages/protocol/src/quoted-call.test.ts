import { describe, expect, it } from 'vitest'
import { readQuotedCall } from './quoted-call.ts'

/** The call's name and its arguments' values, or null. */
function read(line: string): { callee: string; args: string[] } | null {
  const statement = readQuotedCall(line)
  if (statement?.kind !== 'expression' || statement.expression.kind !== 'call') return null
  const { callee, args } = statement.expression
  return { callee, args: args.map((arg) => (arg.kind === 'string' ? arg.value : '?')) }
}

describe('readQuotedCall', () => {
  it('splits a line of quoted arguments where the server joined them', () => {
    expect(
      read("\tjcEditor.addButton('custombbcode1','Video','Enter URL','[v]','[/v]','','');"),
    ).toEqual({
      callee: 'jcEditor.addButton',
      args: ['custombbcode1', 'Video', 'Enter URL', '[v]', '[/v]', '', ''],
    })
  })

  it.each([
    ['an apostrophe before a parenthesis', "آدرس (مثلاً 'a.ir')"],
    ['an apostrophe before a semicolon', "گفت: 'سلام'; رفت"],
    ['double quotes', 'ویدیو "آپارات"'],
    ['a quote and a comma without the next quote', "it's, really"],
  ])('keeps %s inside an argument', (_, text) => {
    expect(read(`x.addButton('a','${text}','b');`)?.args).toEqual(['a', text, 'b'])
  })

  it('decodes escapes as the legacy client did, an escaped quote included', () => {
    expect(read("x.addSmile(':\\'(','cry.gif');")?.args).toEqual([":'(", 'cry.gif'])
  })

  it('reads spaces around the arguments and after the call', () => {
    expect(read("  x.y( 'a' , 'b' ) ;  ")?.args).toEqual(['a', 'b'])
  })

  it('cannot tell a quoted comma inside a text from two arguments', () => {
    expect(read("x.addButton('a','one', 'two','b');")?.args).toEqual(['a', 'one', 'two', 'b'])
  })

  it.each([
    ['a call with a number', "x.addCounter(500, 'a', 'b');"],
    ['two calls', "x.a('1'); x.b('2');"],
    ['a line cut off', "x.addButton('a','b"],
    ['no call', "var a = 'b';"],
  ])('refuses %s', (_, line) => {
    expect(readQuotedCall(line)).toBeNull()
  })
})

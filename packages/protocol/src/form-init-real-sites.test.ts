import { describe, expect, it } from 'vitest'
import { decodeResponse } from './decode.ts'
import type { CustomEditorButton, EditorConfig } from './editor-config.ts'
import { parseScript } from './script.ts'
import { jsEscape, writeResponse } from './server-format/index.ts'

// A Persian site's form-init script, written as its server writes it: the
// built-in buttons' words and the smileys go through jsEscape, a custom
// button's fields and the counter's words are printed as the admin typed
// them (protocol §3.2), and the whole travels as a `js` command.

const builtIn = [
  ['b', 'پررنگ', 'متن را وارد کنید'],
  ['i', 'کج', 'متن را وارد کنید'],
  ['url', 'پیوند', 'نشانی کامل را وارد کنید'],
  ['quote', 'نقل قول', 'متن "نقل قول" را وارد کنید'],
] as const

const aparat: CustomEditorButton = {
  id: 'custombbcode1',
  title: 'ویدیو "آپارات"',
  prompt: "نشانی ویدیو را وارد کنید (مثلاً 'https://www.aparat.com/v/abc')",
  open: '[aparat]',
  close: '[/aparat]',
  cssClass: '',
  icon: '/images/bbcode/aparat.svg',
}
const red: CustomEditorButton = {
  id: 'custombbcode2',
  title: "نقل‌قول 'ویژه'",
  prompt: 'متن را بنویسید; سپس "تأیید" را بزنید',
  open: "[color='red']",
  close: '[/color]',
  cssClass: 'bbcode-red',
  icon: '',
}
// A prompt that quotes two examples with a comma between them: `', '` reads
// as the end of one field and the start of another.
const examples: CustomEditorButton = {
  id: 'custombbcode3',
  title: 'پرسش',
  prompt: "مثلاً 'الف', 'ب'",
  open: '[q]',
  close: '[/q]',
  cssClass: '',
  icon: '',
}
const spoiler: CustomEditorButton = {
  id: 'custombbcode4',
  title: 'Spoiler',
  prompt: 'Text',
  open: '[spoiler]',
  close: '[/spoiler]',
  cssClass: '',
  icon: '',
}

const smileyCodes = [':D', ':lol:', ':-)', ';-)', '8)', ':-|', ':-*', ':oops:', ':sad:', ':cry:']
const moreCodes = [':o', ':-?', ':-x', ':eek:', ':zzz', ':P', ':roll:', ':sigh:', ":'(", ':گل:']
const smileys = [...smileyCodes, ...moreCodes].map((code, index) => ({
  code,
  image: `smiley-${index + 1}.gif`,
}))

const customLine = (button: CustomEditorButton) =>
  `\tjcEditor.addButton('${button.id}','${button.title}','${button.prompt}','${button.open}','${button.close}','${button.cssClass}','${button.icon}');`

/** The script with `eol` line ends; `customButtons` as the site configured them. */
function persianScript(eol: string, customButtons = [aparat, red, examples]): string {
  return [
    'function JCommentsInitializeForm()',
    '{',
    "\tvar jcEditor = new JCommentsEditor('comments-form-comment', true);",
    ...builtIn.map(
      ([tag, title, prompt]) =>
        `\tjcEditor.addButton('${tag}','${jsEscape(title)}','${jsEscape(prompt)}');`,
    ),
    ...customButtons.map(customLine),
    // A template edited by hand: spaces around the arguments, trailing blanks, an empty line.
    "    jcEditor.addButton( 'custombbcode4' , 'Spoiler' , 'Text' , '[spoiler]' , '[/spoiler]' , '' , '' ) ;   ",
    '',
    "\tjcEditor.initSmiles('/images/smiles');",
    ...smileys.map(
      ({ code, image }) => `\tjcEditor.addSmile('${jsEscape(code)}','${jsEscape(image)}');`,
    ),
    "\tjcEditor.addCounter(500, 'تنها', ' نویسه باقی مانده', 'counter');",
    "\tjcomments.setForm(new JCommentsForm('comments-form', jcEditor));",
    '}',
    '',
    'setTimeout(JCommentsInitializeForm, 100);',
  ].join(eol)
}

/** What the widget reads from a script, after it went over the wire as the server sends it. */
function overTheWire(script: string): EditorConfig {
  const [command] = decodeResponse(writeResponse([{ n: 'js', d: script }])).commands
  if (command?.kind !== 'js') throw new Error('no script came back')
  const call = parseScript(command.source)
  if (call.type !== 'initForm') throw new Error(`not read as the form init: ${call.type}`)
  return call.config
}

describe.each([
  ['LF', '\n'],
  ['CRLF', '\r\n'],
])('a Persian site’s form init with %s line ends', (_, eol) => {
  const config = overTheWire(persianScript(eol))

  it('keeps every built-in button with the server’s words', () => {
    expect(config.buttons).toEqual(builtIn.map(([tag, title, prompt]) => ({ tag, title, prompt })))
  })

  it('reads custom buttons whose texts hold unescaped quotes, parentheses and semicolons', () => {
    expect(config.customButtons).toEqual([aparat, red, spoiler])
  })

  it('leaves out the one custom button beyond repair, and names it', () => {
    expect(config.customButtons.map((button) => button.id)).not.toContain('custombbcode3')
    expect(config.ignored).toEqual(["jcEditor.addButton('custombbcode3', …)"])
  })

  it('keeps all twenty smileys, in order, quotes and Persian codes included', () => {
    expect(config.smileys).toEqual({ baseUrl: '/images/smiles', items: smileys })
  })

  it('keeps the server’s maximum and its words around the number', () => {
    expect(config.counter).toEqual({ max: 500, prefix: 'تنها', suffix: ' نویسه باقی مانده' })
  })
})

describe('how much of a real script stands when parts of it are garbled', () => {
  it('a line cut off in the middle loses only its own button', () => {
    const script = persianScript('\n', [aparat, red]).replace(
      "'[color='red']','[/color]','bbcode-red','');",
      "'[color='red",
    )

    const config = overTheWire(script)

    expect(config.customButtons.map((button) => button.id)).toEqual([
      'custombbcode1',
      'custombbcode4',
    ])
    expect(config.smileys?.items).toHaveLength(20)
    expect(config.counter?.max).toBe(500)
    expect(config.ignored).toEqual([
      expect.stringMatching(/^a line it cannot read: jcEditor\.addButton\('custombbcode2'/),
    ])
  })

  it('an unescaped backslash at the end of a field does not swallow the next line', () => {
    const windowsPath = { ...spoiler, id: 'custombbcode5', prompt: 'C:\\' }
    const config = overTheWire(persianScript('\n', [windowsPath, aparat]))

    expect(config.customButtons.map((button) => button.id)).toEqual([
      'custombbcode1',
      'custombbcode4',
    ])
    expect(config.ignored).toEqual([expect.stringContaining("addButton('custombbcode5'")])
  })

  it('a second button with the same id is left out, not shown twice', () => {
    const config = overTheWire(persianScript('\n', [aparat, { ...red, id: 'custombbcode1' }]))

    expect(config.customButtons).toEqual([aparat, spoiler])
    expect(config.ignored).toEqual(['a second custombbcode1 button'])
  })

  it('reads the script a page prints with the form, wrapped in <!-- //-->', () => {
    const printed = `<!--\n${persianScript('\r\n')}\n//-->`

    expect(parseScript(printed)).toMatchObject({
      type: 'initForm',
      config: { counter: { max: 500 }, customButtons: [aparat, red, spoiler] },
    })
  })

  it('reads a body written on one line', () => {
    const oneLine = persianScript('\n', [])
      .split('\n')
      .map((line) => line.trim())
      .join(' ')

    expect(overTheWire(oneLine)).toMatchObject({
      customButtons: [spoiler],
      counter: { max: 500 },
      ignored: [],
    })
  })
})

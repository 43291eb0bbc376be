import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeResponse } from './decode.ts'
import type { EditorConfig } from './editor-config.ts'
import { parseScript } from './script.ts'
import { adminForm, button, guestForm } from './test-support/fixture-editors.ts'

const fixture = (file: string): string =>
  readFileSync(new URL(`../test-fixtures/jcomments/${file}`, import.meta.url), 'utf8')

/** The form-init script (S19) of a response: its first `js` command. */
function initScript(file: string): string {
  const script = decodeResponse(fixture(file)).commands.find((command) => command.kind === 'js')
  if (script?.kind !== 'js') throw new Error(`${file} has no script`)
  return script.source
}

const deferred = 'setTimeout(JCommentsInitializeForm, 100);'

// The block the server writes after the function when form_show = 1 (§3.2),
// with its trailing space.
const onLoad = `if (window.addEventListener) {window.addEventListener('load',JCommentsInitializeForm,false);}
else if (document.addEventListener){document.addEventListener('load',JCommentsInitializeForm,false);}
else if (window.attachEvent){window.attachEvent('onload',JCommentsInitializeForm);}
else {if (typeof window.onload=='function'){var oldload=window.onload;window.onload=function(){oldload();JCommentsInitializeForm();}} else window.onload=JCommentsInitializeForm;} `

/** Swaps the deferred start of a real script for another trailer. */
function withTrailer(script: string, trailer: string): string {
  expect(script).toContain(deferred)
  return script.replace(deferred, trailer)
}

/** A script in the server's layout with `lines` between the editor and setForm. */
function script(lines: readonly string[], trailer = deferred): string {
  return [
    'function JCommentsInitializeForm()',
    '{',
    "\tvar jcEditor = new JCommentsEditor('comments-form-comment', true);",
    ...lines.map((line) => `\t${line}`),
    "\tjcomments.setForm(new JCommentsForm('comments-form', jcEditor));",
    '}',
    '',
    trailer,
  ].join('\n')
}

/** The config parseScript reads, or a failed expectation. */
function configOf(source: string): EditorConfig {
  const result = parseScript(source)
  expect(result.type).toBe('initForm')
  if (result.type !== 'initForm') throw new Error('not a form init')
  return result.config
}

describe('parseScript reads the real form-init scripts', () => {
  it('ShowForm.json: the guest form with a counter and without the hide button', () => {
    expect(parseScript(initScript('ShowForm.json'))).toEqual({
      type: 'initForm',
      config: guestForm,
    })
  })

  it('EditComment.load-form.json: the admin form with the hide button and without a counter', () => {
    expect(parseScript(initScript('EditComment.load-form.json'))).toEqual({
      type: 'initForm',
      config: adminForm,
    })
  })

  it('keeps the server order of the buttons', () => {
    expect(configOf(initScript('EditComment.load-form.json')).buttons.map((b) => b.tag)).toEqual([
      'b',
      'i',
      'u',
      's',
      'img',
      'url',
      'hide',
      'quote',
      'list',
    ])
  })
})

describe('how the script starts the form', () => {
  it.each([
    ['ShowForm.json', guestForm],
    ['EditComment.load-form.json', adminForm],
  ])('%s with the window-load block gives init on-load', (file, expected) => {
    expect(parseScript(withTrailer(initScript(file), onLoad))).toEqual({
      type: 'initForm',
      config: { ...expected, init: 'on-load' },
    })
  })

  it('reads the window-load block with other spacing', () => {
    const oneLine = onLoad.replace(/\s*\n\s*/g, ' ').replaceAll('{', ' { ')

    expect(configOf(withTrailer(initScript('ShowForm.json'), oneLine)).init).toBe('on-load')
  })

  it('gives init immediate for a direct call', () => {
    expect(
      configOf(withTrailer(initScript('ShowForm.json'), 'JCommentsInitializeForm();')).init,
    ).toBe('immediate')
  })

  it('gives init deferred for the 100 ms timer', () => {
    expect(configOf(script([])).init).toBe('deferred')
  })

  it.each([
    [
      'a window-load block that runs something else',
      onLoad.replace('window.onload=JCommentsInitializeForm;}', 'window.onload=evil;}'),
    ],
    ['a window-load block missing its last branch', onLoad.slice(0, onLoad.indexOf('\nelse {'))],
    ['the timer followed by another call', `${deferred}\nalert(1);`],
    ['the window-load block followed by another call', `${onLoad}\nalert(1);`],
    ['the timer twice', `${deferred}\n${deferred}`],
    ['a direct call followed by another call', 'JCommentsInitializeForm(); alert(1);'],
    ['a direct call with an argument', 'JCommentsInitializeForm(1);'],
    ['a timer for another function', 'setTimeout(evil, 100);'],
    ['a timer with a string', "setTimeout('JCommentsInitializeForm()', 100);"],
    ['a call of something else', 'alert(1);'],
    ['an assignment', 'window.onload=JCommentsInitializeForm;'],
  ])('refuses %s after the function', (_, trailer) => {
    const result = parseScript(withTrailer(initScript('ShowForm.json'), trailer))

    expect(result.type).toBe('unsupported')
  })
})

describe('custom BBCode buttons', () => {
  it('reads the fields of a custom button', () => {
    const source = script([
      "jcEditor.addButton('custombbcode1','YouTube','Enter video URL','[youtube]','[/youtube]','','http://example.org/yt.png');",
    ])

    expect(configOf(source).customButtons).toEqual([
      {
        id: 'custombbcode1',
        title: 'YouTube',
        prompt: 'Enter video URL',
        open: '[youtube]',
        close: '[/youtube]',
        cssClass: '',
        icon: 'http://example.org/yt.png',
      },
    ])
  })

  it('reads a custom button after the built-in ones, apart from them', () => {
    const config = configOf(
      script([
        "jcEditor.addButton('b','Bold','Enter text');",
        "jcEditor.addButton('custombbcode1','YouTube','Enter video URL','[youtube]','[/youtube]','yt','');",
      ]),
    )

    expect(config.buttons).toEqual([button('b', 'Bold', 'Enter text')])
    expect(config.customButtons).toMatchObject([{ id: 'custombbcode1', cssClass: 'yt', icon: '' }])
  })

  it.each([
    [
      'the prompt',
      "jcEditor.addButton('custombbcode2','Video','Enter the video's address','[video]','[/video]','','');",
      { title: 'Video', prompt: "Enter the video's address", open: '[video]', close: '[/video]' },
    ],
    [
      'the title and the prompt',
      "jcEditor.addButton('custombbcode3','Don't panic','It's fine','[dp]','[/dp]','','');",
      { title: "Don't panic", prompt: "It's fine", open: '[dp]', close: '[/dp]' },
    ],
    [
      'the tags',
      "jcEditor.addButton('custombbcode4','Spoiler','Text','[spoiler title='Hidden']','[/spoiler]','','');",
      {
        title: 'Spoiler',
        prompt: 'Text',
        open: "[spoiler title='Hidden']",
        close: '[/spoiler]',
      },
    ],
    [
      'a colour tag',
      "jcEditor.addButton('custombbcode5','Red','Enter text','[color='red']','[/color]','','');",
      { title: 'Red', prompt: 'Enter text', open: "[color='red']", close: '[/color]' },
    ],
  ])('reads an unescaped apostrophe in %s', (_, line, fields) => {
    expect(configOf(script([line])).customButtons).toEqual([
      { id: expect.stringMatching(/^custombbcode\d$/), cssClass: '', icon: '', ...fields },
    ])
  })

  it('reads Persian text in a custom button', () => {
    const config = configOf(
      script([
        "jcEditor.addButton('custombbcode1','ویدیو','نشانی ویدیو را وارد کنید','[video]','[/video]','','');",
      ]),
    )

    expect(config.customButtons).toMatchObject([
      { title: 'ویدیو', prompt: 'نشانی ویدیو را وارد کنید' },
    ])
  })
})

describe('the length counter', () => {
  it('reads a Persian prefix and suffix as they come', () => {
    const prefix = 'باقی\u200Cمانده:'
    const config = configOf(
      script([`jcEditor.addCounter(1000, '${prefix}', ' نویسه', 'counter');`]),
    )

    expect(config.counter).toEqual({ max: 1000, prefix, suffix: ' نویسه' })
  })

  it('reads an unescaped apostrophe in the suffix', () => {
    const config = configOf(
      script(["jcEditor.addCounter(500, '', ' characters's left', 'counter');"]),
    )

    expect(config.counter).toEqual({ max: 500, prefix: '', suffix: " characters's left" })
  })

  it.each([
    ['a zero maximum', "jcEditor.addCounter(0, '', ' left', 'counter');", 'jcEditor.addCounter(…)'],
    [
      'a quoted maximum',
      "jcEditor.addCounter('1000', '', ' left', 'counter');",
      "jcEditor.addCounter('1000', …)",
    ],
    ['a missing suffix', "jcEditor.addCounter(1000, '');", 'jcEditor.addCounter(…)'],
  ])('ignores a counter with %s', (_, line, described) => {
    const config = configOf(script([line]))

    expect(config.counter).toBeNull()
    expect(config.ignored).toEqual([described])
  })
})

describe('statements outside the catalogue', () => {
  it('are listed in ignored and do not stop the config', () => {
    const config = configOf(
      script([
        "jcEditor.addButton('b','Bold','Enter text');",
        "alert('hello');",
        'window.foo = 1;',
        "jcEditor.addButton('blink','Blink','Enter text');",
        "jcEditor.addCounter(1000, '', ' symbols left', 'counter');",
      ]),
    )

    expect(config).toMatchObject({
      formId: 'comments-form',
      buttons: [button('b', 'Bold', 'Enter text')],
      counter: { max: 1000, prefix: '', suffix: ' symbols left' },
      ignored: ["alert('hello', …)", 'window.foo = …', "jcEditor.addButton('blink', …)"],
    })
  })

  it('names a line outside the grammar and keeps the lines around it', () => {
    const config = configOf(
      script([
        "jcEditor.addButton('b','Bold','Enter text');",
        'jcEditor.max = 1 + 1;',
        "jcEditor.addButton('i','Italic','Enter text');",
      ]),
    )

    expect(config.buttons.map((b) => b.tag)).toEqual(['b', 'i'])
    expect(config.ignored).toEqual(['a line it cannot read: jcEditor.max = 1 + 1;'])
  })

  it('lists a statement before the editor declaration in ignored', () => {
    const source = script([]).replace('{\n', "{\n\tconsole.log('x');\n")

    expect(configOf(source).ignored).toEqual(["console.log('x', …)"])
  })

  it('ignores calls on an object other than the declared editor', () => {
    const config = configOf(script(["otherEditor.addButton('b','Bold','Enter text');"]))

    expect(config.buttons).toEqual([])
    expect(config.ignored).toEqual(["otherEditor.addButton('b', …)"])
  })

  it('follows the editor under another variable name', () => {
    const source = script(["jcEditor.addButton('b','Bold','Enter text');"]).replaceAll(
      'jcEditor',
      'ed',
    )

    expect(configOf(source).buttons).toEqual([button('b', 'Bold', 'Enter text')])
  })

  it('accepts // comments inside the function', () => {
    const config = configOf(
      script([
        '// the toolbar',
        "jcEditor.addButton('b','Bold','Enter text'); // bold",
        "// jcEditor.addButton('i','Italic','Enter text');",
      ]),
    )

    expect(config.buttons).toEqual([button('b', 'Bold', 'Enter text')])
    expect(config.ignored).toEqual([])
  })

  it('reads an editor without a resize handle', () => {
    const source = script([]).replace(
      "'comments-form-comment', true",
      "'comments-form-comment', false",
    )

    expect(configOf(source).resizable).toBe(false)
  })
})

describe('scripts that are not a form init', () => {
  it.each([
    [
      'without jcomments.setForm',
      initScript('ShowForm.json').replace(/\tjcomments\.setForm.*\n/, ''),
    ],
    [
      'with a setForm for another editor',
      initScript('ShowForm.json').replace("'comments-form', jcEditor)", "'comments-form', other)"),
    ],
    [
      'with a setForm of something else',
      initScript('ShowForm.json').replace('new JCommentsForm(', 'new EvilForm('),
    ],
    [
      'without the editor declaration',
      initScript('ShowForm.json').replace(/\tvar jcEditor = .*\n/, ''),
    ],
    [
      'with an editor that is not a JCommentsEditor',
      initScript('ShowForm.json').replace('new JCommentsEditor(', 'new EvilEditor('),
    ],
    [
      'with another function name',
      initScript('ShowForm.json').replaceAll('JCommentsInitializeForm', 'Init'),
    ],
    ['with an unclosed function body', script([]).replace('\n}\n', '\n')],
  ])('%s is unsupported', (_, source) => {
    expect(source).not.toBe(initScript('ShowForm.json'))
    expect(parseScript(source).type).toBe('unsupported')
  })
})

import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const standIn = readFileSync(join(here, '../../stub/jcomments-stand-in.js'), 'utf8')

type StandInObject = Record<string, (...args: unknown[]) => unknown>
interface StockGlobals {
  JComments: (new (...args: unknown[]) => StandInObject) & { recorded: unknown[] }
  JCommentsEditor: new (...args: unknown[]) => StandInObject
  JCommentsForm: new (...args: unknown[]) => StandInObject
  formReady?: boolean
}

const windows: Window[] = []
afterEach(async () => {
  for (const window of windows.splice(0)) await window.happyDOM.close()
})

/** A page of its own whose browser runs classic scripts, given in page order. */
function pageRunning(...scripts: string[]): Window & StockGlobals {
  const window = new Window({
    // Only the stand-in and the stock texts below run here, never outside input.
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
    },
  })
  windows.push(window)
  for (const text of scripts) {
    const script = window.document.createElement('script')
    script.textContent = text
    window.document.head.append(script)
  }
  return window as unknown as Window & StockGlobals
}

// As tpl_index prints it (protocol §4.1), `&amp;` included.
const stockPageScript = `
<!--
var jcomments=new JComments(21, 'com_content','http://example.org/index.php?option=com_jcomments&amp;tmpl=component');
jcomments.setList('comments-list');
//-->
`

describe('the JComments stand-in', () => {
  it('records the constructor arguments of the stock page script, as given', () => {
    const page = pageRunning(standIn, stockPageScript, 'jcomments.setAntiCache(1,0,1);')
    expect(page.JComments.recorded).toEqual([
      {
        objectId: 21,
        objectGroup: 'com_content',
        requestUri: 'http://example.org/index.php?option=com_jcomments&amp;tmpl=component',
      },
    ])
  })

  it('answers every call of the stock inline handlers, doing nothing', () => {
    const page = pageRunning(standIn)
    const jcomments = new page.JComments(21, 'com_content', '/c/')
    const calls: [string, ...unknown[]][] = [
      ['showReply', 4],
      ['showReply', 4, 1],
      ['quoteComment', 4],
      ['reportComment', 4],
      ['editComment', 4],
      ['deleteComment', 4],
      ['publishComment', 4],
      ['go', 'http://www.ripe.net/perl/whois?searchtext=198.51.100.10'],
      ['banIP', 4],
      ['voteComment', 4, 1],
      ['showPage', 21, 'com_content', 0],
      ['subscribe', 21, 'com_content'],
      ['unsubscribe', 21, 'com_content'],
      ['jump2email', 4, '3f14550399db1ebd54bcab582f7040ae'],
      ['saveComment'],
      ['clear', 'captcha'],
      ['showForm', 21, 'com_content', 'comments-form-link'],
      ['saveReport'],
      ['cancelReport'],
    ]
    for (const [method, ...args] of calls) {
      expect(typeof jcomments[method], method).toBe('function')
      expect(jcomments[method]?.(...args), method).toBeUndefined()
    }
    expect(page.document.body.childNodes).toHaveLength(0)
  })

  it("lets the form's init script build its editor and form", () => {
    // happy-dom runs each classic script in a scope of its own, so the page
    // script's `var jcomments` reaches the form's script only within one text.
    const page = pageRunning(
      standIn,
      `${stockPageScript}
function JCommentsInitializeForm()
{
var jcEditor = new JCommentsEditor('comments-form-comment', true);
jcEditor.addButton('b','Bold','Enter text');
jcEditor.initSmiles('/images/smiles');
jcEditor.addSmile(':D','laugh.svg');
jcEditor.addCounter(1000, '', ' symbols left', 'counter');
jcomments.setForm(new JCommentsForm('comments-form', jcEditor));
}
JCommentsInitializeForm();
window.formReady = true;`,
    )
    expect(page.formReady).toBe(true)
  })

  it('leaves a client that loaded before it alone', () => {
    const page = pageRunning('window.JComments = function Real() {};', standIn)
    expect(page.JComments.name).toBe('Real')
    expect(page.JComments.recorded).toBeUndefined()
  })

  it('is a classic ES5 script: no module syntax and nothing newer than ES5', () => {
    expect(standIn).not.toMatch(/^\s*(?:import|export)\b/m)
    expect(standIn).not.toMatch(/=>|\b(?:let|const|class)\s|`|\.\.\./)
  })
})

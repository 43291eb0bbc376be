import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readConfig } from '../element/config.ts'
import { upgradeStockBlocks } from './upgrade-stock-blocks.ts'

// The pieces of a stock article page (protocol §4.1), as tpl_index prints them.
const pageScript = `<script type="text/javascript">
<!--
var jcomments=new JComments(21, 'com_content','http://www.example.org/component/jcomments/?tmpl=component&amp;lang=fa');
jcomments.setList('comments-list');
//-->
</script>`
const antiCache = (flags: string) => `<script type="text/javascript">
<!--
jcomments.setAntiCache(${flags});
//-->
</script>`
const block = (inside = '') => `<div id="jc">
<div id="comments"><div id="comment-item-1">First</div></div>
<div id="comments-form-link"><a id="addcomments" class="showform" href="#addcomments">Add comment</a></div>
<div id="comments-footer" align="center"><a href="http://www.joomlatune.com">JComments</a></div>
${inside}</div>`
const formInit = `<script type="text/javascript">
function JCommentsInitializeForm()
{
var jcEditor = new JCommentsEditor('comments-form-comment', true);
jcEditor.addCounter(600, '', ' symbols left', 'counter');
jcomments.setForm(new JCommentsForm('comments-form', jcEditor));
}
setTimeout(JCommentsInitializeForm, 100);
</script>`

function stockPage(content: string, lang = 'fa'): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html lang="${lang}"><head><title>Article</title></head><body><main><h1>Article</h1>\n${content}\n<p id="after">Related</p></main></body></html>`,
    'text/html',
  )
}

const silent = () => ({ warn: vi.fn<(message: string) => void>() })

/** What the element does on load and with the URL's fragment, as its attributes say: list, linked comment, linked form. */
function shows(element: Element | undefined) {
  const config = element ? readConfig(element, silent()) : null
  return [config?.autoShowList, config?.autoShowComment, config?.autoShowForm]
}

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(Array.from(element.attributes, (a) => [a.name, a.value]))
}

describe('upgradeStockBlocks on a stock page', () => {
  it("puts a <jc-comments> configured from the page script in the block's place", () => {
    const page = stockPage(`${pageScript}\n${block(antiCache('1,0,1'))}`)
    const log = silent()

    const [element, ...others] = upgradeStockBlocks(page, { log })

    expect(others).toEqual([])
    expect(element?.localName).toBe('jc-comments')
    expect(attributesOf(element as Element)).toEqual({
      'object-id': '21',
      'object-group': 'com_content',
      'request-uri': 'http://www.example.org/component/jcomments/?tmpl=component&lang=fa',
      lang: 'fa',
    })
    const main = page.querySelector('main')
    expect(Array.from(main?.children ?? [], (child) => child.localName)).toEqual([
      'h1',
      'jc-comments',
      'p',
    ])
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('moves the block inside the element, page script first, markup untouched', () => {
    const page = stockPage(`${pageScript}\n${block(antiCache('1,0,1'))}`)
    const before = page.querySelector('#jc')?.outerHTML

    const [element] = upgradeStockBlocks(page, { log: silent() })

    expect(Array.from(element?.children ?? [], (child) => child.localName)).toEqual([
      'script',
      'div',
    ])
    expect(element?.querySelector(':scope > #jc')?.outerHTML).toBe(before)
    expect(page.querySelectorAll('#jc')).toHaveLength(1)
  })

  it.each([
    ['0,0,0', [false, false, false]],
    ['1,0,0', [false, true, false]],
    ['0,1,0', [true, false, false]],
    ['0,0,1', [false, false, true]],
    ['1,1,1', [true, true, true]],
  ])('follows setAntiCache(%s): list, linked comment, linked form %j', (flags, expected) => {
    const page = stockPage(`${pageScript}\n${block(antiCache(flags))}`)
    const [element] = upgradeStockBlocks(page, { log: silent() })
    expect(shows(element)).toEqual(expected)
  })

  it('without setAntiCache, shows a linked comment and the linked form but loads no list', () => {
    const page = stockPage(`${pageScript}\n${block()}`)
    const [element] = upgradeStockBlocks(page, { log: silent() })
    expect(shows(element)).toEqual([false, true, true])
  })

  it("speaks the page's language", () => {
    const page = stockPage(`${pageScript}\n${block()}`, 'en-GB')
    expect(upgradeStockBlocks(page, { log: silent() })[0]?.getAttribute('lang')).toBe('en')
  })

  it("takes the form's init script after the block along, where the form reads its counter", () => {
    const page = stockPage(`${pageScript}\n${block()}\n${formInit}`)
    const [element] = upgradeStockBlocks(page, { log: silent() })
    expect(element?.lastElementChild?.textContent).toContain('JCommentsInitializeForm')
    expect(page.querySelector('main')?.lastElementChild?.id).toBe('after')
  })

  it('finds a page script that a template put elsewhere, and leaves it there', () => {
    const page = stockPage(`<div id="jc-config">${pageScript}</div>\n<hr>\n${block()}`)
    const [element] = upgradeStockBlocks(page, { log: silent() })
    expect(element?.getAttribute('object-id')).toBe('21')
    expect(Array.from(element?.children ?? [], (child) => child.id)).toEqual(['jc'])
    expect(page.querySelector('#jc-config script')).not.toBeNull()
  })

  it('fills the element before it enters the page, so it first sees the whole block', () => {
    const seen: boolean[] = []
    class Probe extends HTMLElement {
      connectedCallback() {
        seen.push(this.querySelector('#comments') !== null)
      }
    }
    customElements.define('jc-comments', Probe)
    const stock = stockPage(`${pageScript}\n${block()}`)
    document.body.replaceChildren(...Array.from(stock.body.childNodes))

    upgradeStockBlocks(document, { log: silent() })

    expect(seen).toEqual([true])
  })
})

describe('upgradeStockBlocks leaves alone', () => {
  afterEach(() => document.body.replaceChildren())

  it('what it already upgraded: a second call does nothing', () => {
    const page = stockPage(`${pageScript}\n${block(antiCache('1,1,0'))}`)
    const log = silent()
    upgradeStockBlocks(page, { log })
    const once = page.body.innerHTML

    expect(upgradeStockBlocks(page, { log })).toEqual([])
    expect(page.body.innerHTML).toBe(once)
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('a block a template already put in <jc-comments>', () => {
    const page = stockPage(`<jc-comments object-id="21">${block()}</jc-comments>`)
    const log = silent()
    expect(upgradeStockBlocks(page, { log })).toEqual([])
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('a page without JComments', () => {
    const page = stockPage('<div id="comments">Not JComments</div>')
    const log = silent()
    expect(upgradeStockBlocks(page, { log })).toEqual([])
    expect(log.warn).not.toHaveBeenCalled()
  })
})

// The warnings' words are a chunk of their own: each warning comes once it is in.
describe('upgradeStockBlocks reports a block it cannot read', () => {
  it('without a page script, naming the missing constructor call', async () => {
    const page = stockPage(block())
    const log = silent()

    expect(upgradeStockBlocks(page, { log })).toEqual([])

    expect(page.querySelector('jc-comments')).toBeNull()
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(
        expect.stringMatching(
          /div#jc was left as it is: no inline script before it .*new JComments/,
        ),
      ),
    )
  })

  it('whose page script is only after it', async () => {
    const page = stockPage(`${block()}\n${pageScript}`)
    const log = silent()
    expect(upgradeStockBlocks(page, { log })).toEqual([])
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1))
  })

  it('whose page script does more than configure the client, quoting it', async () => {
    const hostile = pageScript.replace('//-->', "document.location='http://evil.example/';\n//-->")
    const page = stockPage(`${hostile}\n${block()}`)
    const log = silent()

    expect(upgradeStockBlocks(page, { log })).toEqual([])

    expect(page.querySelector('main > #jc')).not.toBeNull()
    await vi.waitFor(() => {
      expect(log.warn).toHaveBeenCalledWith(
        expect.stringContaining('its page script does not read as new JComments('),
      )
      expect(log.warn).toHaveBeenCalledWith(
        expect.stringContaining("<!-- var jcomments=new JComments(21, 'com_content'"),
      )
    })
  })

  it('with an unreadable setAntiCache, upgrading with the defaults and saying so', async () => {
    const page = stockPage(`${pageScript}\n${block(antiCache('1,0,maybe()'))}`)
    const log = silent()

    const [element] = upgradeStockBlocks(page, { log })

    expect(shows(element)).toEqual([false, true, true])
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(
        expect.stringContaining('its setAntiCache script was not read, so the defaults apply'),
      ),
    )
  })

  it('in the words template authors know, one line a block, in page order', async () => {
    const hostile = pageScript.replace('//-->', 'run();\n//-->')
    const page = stockPage(
      `${block()}\n${pageScript}\n<div>${block(antiCache('maybe'))}</div>\n${hostile}\n<div>${block()}</div>`,
    )
    const log = silent()

    expect(upgradeStockBlocks(page, { log })).toHaveLength(1)

    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(3))
    expect(log.warn.mock.calls).toEqual([
      [
        "<jc-comments> zero-touch: the JComments block div#jc was left as it is: no inline script before it creates the client (var jcomments=new JComments(<object id>, '<object group>', '<request URI>')).",
      ],
      [
        '<jc-comments> zero-touch: div#jc: its setAntiCache script was not read, so the defaults apply: <!-- jcomments.setAntiCache(maybe); //-->.',
      ],
      [
        "<jc-comments> zero-touch: the JComments block div#jc was left as it is: its page script does not read as new JComments(<object id>, '<object group>', '<request URI>') and setList: <!-- var jcomments=new JComments(21, 'com_content','http://www.example.org/component/jcomments/?tmpl=component&amp;lang=….",
      ],
    ])
  })

  it('to the console by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    upgradeStockBlocks(stockPage(block()))
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('<jc-comments> zero-touch')),
    )
    warn.mockRestore()
  })

  describe('when the words do not come', () => {
    beforeEach(() => {
      vi.doMock('./stock-block-warnings.ts', () =>
        Promise.reject(new Error('Failed to fetch dynamically imported module')),
      )
    })
    afterEach(() => {
      vi.doUnmock('./stock-block-warnings.ts')
    })

    it.each([
      ['a block without a page script, left as it is', block(), 0, 'no-page-script'],
      [
        'a block with an unreadable setAntiCache, upgraded all the same',
        `${pageScript}\n${block(antiCache('maybe'))}`,
        1,
        'unread-anti-cache',
      ],
    ])(
      'names the block and the reason in a short line: %s',
      async (_, content, upgraded, reason) => {
        const log = silent()

        expect(upgradeStockBlocks(stockPage(content), { log })).toHaveLength(upgraded)

        await vi.waitFor(() => expect(log.warn).toHaveBeenCalled())
        expect(log.warn.mock.calls).toEqual([[`<jc-comments> zero-touch: div#jc: ${reason}`]])
      },
    )
  })
})

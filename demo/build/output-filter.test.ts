// @vitest-environment node
import { readFileSync } from 'node:fs'
import { parsePageScript } from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import {
  applyOutputFilter,
  documentedOutputFilter,
  outputFilterFile,
  readOutputFilter,
} from './output-filter.ts'
import { renderServerMarkup } from './server-markup.ts'

const filtered = (lang: string) =>
  renderServerMarkup(
    `<!-- server:jcomments object="42" group="com_content" lang="${lang}" scripts="inline" filter="documented" -->`,
    `/${lang}/filtered-article.html`,
  )

describe('the documented output filter', () => {
  it('is read from the PHP file template authors copy, every rule of it', () => {
    expect(documentedOutputFilter()).toHaveLength(3)
  })

  it('reads PHP single-quoted patterns with their flags and escapes', () => {
    const [rule] = readOutputFilter(
      `return array(\n        '#\\sdata-x=\\'(\\d+)\\'#i' => ' data-y=\\'$1\\'',\n    );`,
    )
    expect(rule?.pattern.flags).toBe('gi')
    expect(applyOutputFilter(`<a DATA-X='12'>`, rule ? [rule] : [])).toBe(`<a data-y='12'>`)
  })

  it('reads white space as PCRE does: a no-break space is none, as between HTML attributes', () => {
    const rules = documentedOutputFilter()
    expect(applyOutputFilter('<a href="#"\u00a0onclick="go()">', rules)).toBe(
      '<a href="#"\u00a0onclick="go()">',
    )
    expect(applyOutputFilter('<a href="#"\tonclick="go()">', rules)).toBe(
      '<a href="#" data-jc-onclick="go()">',
    )
    expect(() => readOutputFilter(`return array(\n  '#[\\s]x#' => '',\n);`)).toThrow(
      /outside a class/,
    )
  })

  it('leaves the stock block no inline handler and no inline script a browser would run', () => {
    const html = filtered('en')
    expect(html).not.toMatch(/\son[a-z]+=/i)
    expect(html).not.toMatch(/<script(?![^>]*type="text\/plain")/)
    expect(html).toContain(`data-jc-onclick="jcomments.voteComment(`)
  })

  it('keeps what the widget reads: the calls of the controls and the scripts’ text', () => {
    const html = filtered('fa')
    expect(html).toContain(
      `data-jc-onclick="jcomments.showForm(42,'com_content', 'comments-form-link'); return false;"`,
    )
    const scripts = Array.from(
      html.matchAll(/<script type="text\/plain">([\s\S]*?)<\/script>/g),
      (match) => match[1] ?? '',
    )
    expect(scripts).toHaveLength(2)
    expect(parsePageScript(scripts.join('\n'))).toMatchObject({
      objectId: 42,
      antiCache: expect.anything(),
    })
  })

  it('is called in the docs by the name and file it defines', () => {
    const php = readFileSync(outputFilterFile, 'utf8')
    const call = /require __DIR__ \. '\/([\w.-]+)';\s*(\w+)\(\$this\);/g
    for (const doc of ['joomla-template.md', 'elements/jc-comments.md']) {
      const text = readFileSync(new URL(`../../docs/${doc}`, import.meta.url), 'utf8')
      const calls = Array.from(text.matchAll(call), ([, file, name]) => ({ file, name }))
      expect(calls, doc).toEqual([
        { file: 'jcomments-output-filter.php', name: 'jcFilterJCommentsOutput' },
      ])
    }
    expect(outputFilterFile.endsWith('/jcomments-output-filter.php')).toBe(true)
    expect(php).toContain('function jcFilterJCommentsOutput($document)')
  })
})

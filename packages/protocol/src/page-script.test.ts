import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePageScript } from './index.ts'
import {
  anyText,
  lineCommentText,
  lineTerminator,
  strayStatement,
} from './test-support/arbitraries.ts'
import { isPlainData } from './test-support/harmless.ts'

// The two inline scripts of `tpl_index` (protocol §4.1), byte for byte as the
// template prints them on a Joomla 1.5 site, `&amp;` included.
const pageScript = `
<!--
var jcomments=new JComments(21, 'com_content','http://www.example.org/index.php?option=com_jcomments&amp;tmpl=component&amp;lang=fa');
jcomments.setList('comments-list');
//-->
`
const antiCacheScript = `
<!--
jcomments.setAntiCache(1,0,1);
//-->
`

describe('parsePageScript reads a stock page', () => {
  it('takes the three constructor arguments, reading &amp; as the legacy transport did', () => {
    expect(parsePageScript(pageScript)).toEqual({
      objectId: 21,
      objectGroup: 'com_content',
      requestUri: 'http://www.example.org/index.php?option=com_jcomments&tmpl=component&lang=fa',
    })
  })

  it('takes the anticache flags from the block script joined after it', () => {
    expect(parsePageScript(`${pageScript}\n${antiCacheScript}`)?.antiCache).toEqual({
      showComment: true,
      loadList: false,
      formLink: true,
    })
  })

  it('reads every combination of the flags', () => {
    for (const [aca, acp, acf] of [
      [0, 0, 0],
      [0, 1, 0],
      [1, 1, 1],
    ] as const) {
      const script = `${pageScript}jcomments.setAntiCache(${aca},${acp},${acf});`
      expect(parsePageScript(script)?.antiCache).toEqual({
        showComment: aca === 1,
        loadList: acp === 1,
        formLink: acf === 1,
      })
    }
  })

  it('reads a relative SEF URI, a template override without the HTML comment, and window.jcomments', () => {
    expect(
      parsePageScript(
        'window.jcomments = new JComments(7, "com_k2", \'/component/jcomments/?tmpl=component\')',
      ),
    ).toEqual({
      objectId: 7,
      objectGroup: 'com_k2',
      requestUri: '/component/jcomments/?tmpl=component',
    })
  })

  it('decodes JavaScript escapes in the literals, then &amp;', () => {
    expect(
      parsePageScript("jcomments = new JComments(3, 'com_content', '/c/?a=1\\x26amp;b=2')")
        ?.requestUri,
    ).toBe('/c/?a=1&b=2')
  })

  it('leaves other entities alone: the legacy transport decoded &amp; only', () => {
    expect(
      parsePageScript("var jcomments=new JComments(3, 'com_content', '/c/?a=1&#38;b=2')")
        ?.requestUri,
    ).toBe('/c/?a=1&#38;b=2')
  })
})

describe('parsePageScript gives null for anything else', () => {
  const cases: [string, string][] = [
    ['empty text', ''],
    ['only the anticache call', antiCacheScript],
    ['the anticache call before the object exists', `${antiCacheScript}\n${pageScript}`],
    ['another global name', "var comments=new JComments(21, 'com_content','/c/');"],
    ['another constructor', "var jcomments=new JCommentz(21, 'com_content','/c/');"],
    ['a call instead of new', "var jcomments=JComments(21, 'com_content','/c/');"],
    ['two arguments', "var jcomments=new JComments(21, 'com_content');"],
    ['four arguments', "var jcomments=new JComments(21, 'com_content','/c/', 1);"],
    ['an id in quotes', "var jcomments=new JComments('21', 'com_content','/c/');"],
    ['an id of zero', "var jcomments=new JComments(0, 'com_content','/c/');"],
    ['a negative id', "var jcomments=new JComments(-4, 'com_content','/c/');"],
    ['an id too big to be exact', "var jcomments=new JComments(9007199254740993, 'g','/c/');"],
    [
      'a group the server would have cleaned',
      "var jcomments=new JComments(21, 'com content','/c/');",
    ],
    ['an empty group', "var jcomments=new JComments(21, '','/c/');"],
    ['a blank URI', "var jcomments=new JComments(21, 'com_content','  ');"],
    ['a javascript: URI', "var jcomments=new JComments(21, 'com_content','javascript:alert(1)');"],
    ['a data: URI', "var jcomments=new JComments(21, 'com_content','data:text/html,x');"],
    ['a URI that is a name', "var jcomments=new JComments(21, 'com_content',uri);"],
    ['an unclosed literal', "var jcomments=new JComments(21, 'com_content','/c/);"],
    ['an extra statement', `${pageScript}\nalert(document.cookie);`],
    ['a statement after a comment ended by U+2028', `${pageScript}//x\u2028alert(1)`],
    ['a statement after a comment ended by U+2029', `${pageScript}//x\u2029alert(1)`],
    ['a statement after a comment ended by CR', `${pageScript}//x\ralert(1)`],
    ['an extra call on the object', `${pageScript}\njcomments.showPage(21,'com_content',0);`],
    ['setList with a number', "var jcomments=new JComments(21,'g','/c/');jcomments.setList(1);"],
    ['a flag of 2', `${pageScript}jcomments.setAntiCache(1,2,0);`],
    ['a flag as text', `${pageScript}jcomments.setAntiCache('1',0,0);`],
    ['two flags', `${pageScript}jcomments.setAntiCache(1,0);`],
    [
      'two anticache calls',
      `${pageScript}jcomments.setAntiCache(1,0,0);jcomments.setAntiCache(0,0,0);`,
    ],
    ['a function around it', `function f(){${pageScript}}`],
    ['an operator', "var jcomments=new JComments(20+1, 'com_content','/c/');"],
  ]
  it.each(cases)('%s', (_name, source) => {
    expect(parsePageScript(source)).toBeNull()
  })

  it('never throws and returns only plain data, for any text', () => {
    fc.assert(
      fc.property(anyText, (source) => {
        const result = parsePageScript(source)
        expect(result === null || isPlainData(result)).toBe(true)
      }),
      { numRuns: 5_000 },
    )
  })

  it('keeps a page script followed by a // comment to the end of the text', () => {
    fc.assert(
      fc.property(lineCommentText, (comment) => {
        expect(parsePageScript(`${pageScript}//${comment}`)).toEqual(parsePageScript(pageScript))
      }),
      { numRuns: 5_000 },
    )
  })

  it('refuses a page script when code follows a // comment on a new line, whatever ends the line', () => {
    fc.assert(
      fc.property(lineCommentText, lineTerminator, strayStatement, (comment, end, code) => {
        expect(parsePageScript(`${pageScript}//${comment}${end}${code}`)).toBeNull()
      }),
      { numRuns: 5_000 },
    )
  })

  it('never throws for text built from pieces of a page script', () => {
    const piece = fc.constantFrom(
      'var jcomments=',
      'new JComments(',
      '21',
      ', ',
      "'com_content'",
      "'/c/?a=1&amp;b=2'",
      ')',
      ';',
      '\n',
      '<!--',
      '//-->',
      '-->',
      'jcomments.setList(',
      "'comments-list'",
      'jcomments.setAntiCache(',
      '1,0,1',
      "'",
      '\\',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const result = parsePageScript(pieces.join(''))
        expect(result === null || isPlainData(result)).toBe(true)
        if (result) expect(result.requestUri).not.toContain('&amp;')
      }),
      { numRuns: 5_000 },
    )
  })
})

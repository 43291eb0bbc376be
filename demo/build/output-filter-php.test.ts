// @vitest-environment node
import { createJCommentsServer, demoSites, hostileCorpusSite } from '@jc/server-emulation'
import { describe, expect, it } from 'vitest'
import { applyOutputFilter, documentedOutputFilter, outputFilterFile } from './output-filter.ts'
import { runPhp } from './run-php.ts'
import { withStockScripts } from './stock-scripts.ts'

// The demo builds its filtered pages with the filter's rules read into
// JavaScript (`output-filter.ts`); a site runs the PHP file itself. Here PHP
// runs it, as a template's index.php calls it, on the blocks the emulation
// prints, and must leave what the demo's pages are built from.

// Joomla's document, as much of it as the filter touches: the component's buffer.
const filterWithPhp = `
define('_JEXEC', 1);
require $argv[1];
final class ComponentBuffer {
  public $html;
  public function getBuffer($type) { return $type === 'component' ? $this->html : null; }
  public function setBuffer($content, $type) { if ($type === 'component') $this->html = $content; }
}
$document = new ComponentBuffer();
$document->html = stream_get_contents(STDIN);
jcFilterJCommentsOutput($document);
echo $document->html;
`

function filteredByPhp(html: string): string {
  return runPhp(filterWithPhp, html, [outputFilterFile])
}

/** A block as JComments prints it into the page, inline handlers and scripts included. */
function stockBlock(
  objectId: number,
  language: 'en' | 'fa',
  options: { actor?: 'guest' | 'admin'; hostile?: boolean } = {},
): string {
  const server = createJCommentsServer({
    sites: options.hostile ? { ...demoSites, en: hostileCorpusSite } : demoSites,
  })
  server.actor = options.actor ?? 'guest'
  const block = server.renderPageBlock(objectId, 'com_content', language)
  return withStockScripts(block, {
    objectId,
    objectGroup: 'com_content',
    language,
    antiCache: [1, 0, 1],
  })
}

describe('the documented output filter, run by PHP', () => {
  const blocks = {
    'a guest’s English block': () => stockBlock(42, 'en'),
    'a guest’s Persian block': () => stockBlock(21, 'fa'),
    'a moderator’s block, with its toolbars': () => stockBlock(42, 'en', { actor: 'admin' }),
    'the hostile corpus': () => stockBlock(45, 'en', { hostile: true }),
  }
  for (const [name, block] of Object.entries(blocks)) {
    it(`leaves ${name} as the demo’s filtered pages show it`, () => {
      const html = block()
      expect(html).toMatch(/\sonclick="/)
      expect(filteredByPhp(html)).toBe(applyOutputFilter(html, documentedOutputFilter()))
    })
  }

  it('reads white space as the demo’s pages do, where JavaScript and PCRE read it apart', () => {
    const html = [
      '<div id="jc"><a href="#"\u00a0onclick="go()">a</a><a href="#"\tonclick="go()">b</a>',
      '<span onmouseover="x"\u3000onmouseout="y">c</span>',
      '<script type="text/javascript">\u00a0var jcomments=new JComments(1)</script></div>',
    ].join('')
    expect(filteredByPhp(html)).toBe(applyOutputFilter(html, documentedOutputFilter()))
  })

  it('leaves a page without the JComments block alone', () => {
    const html = '<p onclick="go()">An article without comments.</p>'
    expect(filteredByPhp(html)).toBe(html)
  })
})

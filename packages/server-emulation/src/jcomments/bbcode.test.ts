import { describe, expect, it } from 'vitest'
import { createJCommentsServer } from './server.ts'
import { ask, call, form } from './test-client.ts'

function posted(text: string): string {
  const server = createJCommentsServer({ actor: 'admin' })
  ask(server, form('AddComment', { comment: text, object_id: 42, object_group: 'com_content' }))
  const steps = ask(server, call('ShowPage', 42, 'com_content', 0))
  const tree = steps[0]?.type === 'updateTree' ? steps[0].html : ''
  // The new comment is the newest, so its body comes last in the tree.
  const bodies = [
    ...tree.matchAll(/id="comment-body-\d+">([\s\S]*?)<\/div>\n<span class="comments-buttons">/g),
  ]
  return bodies.at(-1)?.[1] ?? ''
}

describe('posted text as the server stores and shows it', () => {
  it('strips HTML tags and turns line breaks into <br />', () => {
    expect(posted('<b>bold</b> <script>x()</script>\nnext line')).toBe('bold x()<br />next line')
  })

  it('renders the BBCode tags', () => {
    expect(posted('[b]b[/b][i]i[/i][u]u[/u][s]s[/s]')).toBe(
      '<strong>b</strong><em>i</em><u>u</u><del>s</del>',
    )
    expect(posted('[code]x = 1[/code]')).toBe('<span class="code">Code:</span><code>x = 1</code>')
    expect(posted('[img]http://example.org/a.png[/img]')).toBe(
      '<img class="img" src="http://example.org/a.png" alt="" border="0" />',
    )
    expect(posted('[list=1][*]one[*]two[/list]')).toBe('<ol type="1"><li>one</li><li>two</li></ol>')
    expect(posted('[quote]outer [quote name="Bo"]inner[/quote][/quote]')).toBe(
      '<span class="quote">Quote:</span><blockquote><div>outer <span class="quote">Quoting Bo:</span><blockquote><div>inner</div></blockquote></div></blockquote>',
    )
  })

  it('links only web addresses', () => {
    expect(posted('[url=/en/other.html]inside[/url]')).toBe(
      '<a href="/en/other.html" target="_blank">inside</a>',
    )
    expect(posted('[url=javascript:alert(1)]click[/url]')).toBe('click')
    expect(posted('[img]javascript:alert(1)[/img]')).toBe('[img]javascript:alert(1)[/img]')
  })
})

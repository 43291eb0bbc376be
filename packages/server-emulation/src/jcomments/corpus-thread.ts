import { type HostileShape, hostileCorpus } from '../hostile-corpus.ts'
import type { SeedComment, ThreadSeed } from './types.ts'

// What the template may print: the clobbering shapes carry quoted handlers
// only, which a strict-CSP template strips. Every other shape (unquoted
// handlers, scripts, frames) could only ever reach the widget through the
// protocol, and so could names that every script of a page reads
// (`document.body`, `document.querySelector`, `document.createElement`):
// printed, they break the page before any widget runs; answered, the
// boundary drops them. An unclosed quote swallows what follows, so those
// shapes come last.
const pageWide =
  /default-view|create-element|document-body|document-element|get-element-by-id|query-selector|document-cookie|active-element/
const printable = (shape: HostileShape) =>
  shape.family === 'clobbering' && !pageWide.test(shape.name)
const swallowing = (shape: HostileShape) => /unclosed$/.test(shape.name)
const answered = hostileCorpus.filter((shape) => !printable(shape))
const ordered = [
  ...answered.filter((shape) => !swallowing(shape)),
  ...answered.filter(swallowing),
  ...hostileCorpus.filter(printable),
]

function seed(shape: HostileShape | null, index: number): SeedComment {
  const text = shape
    ? `<p class="corpus-note"><b>${shape.name}</b> (${shape.family}): ${shape.note}</p>\n${shape.html}`
    : 'The first page of this thread holds the rest of the corpus: it arrives only through the comments server.'
  return {
    id: 5001 + index,
    parent: 0,
    name: 'Mallory',
    email: `mallory${index}@example.com`,
    homepage: '',
    title: '',
    text,
    date: new Date(Date.UTC(2026, 3, 1, 9, index)).toISOString(),
    ip: '192.0.2.66',
    published: true,
    score: 0,
    userid: 0,
  }
}

/**
 * The hostile corpus as a thread (object 45, English, `/en/hostile-corpus.html`),
 * one comment per shape, each with its note, stored raw as JComments holds
 * text. List view, oldest first, one page of every shape the page could
 * never print (only AJAX answers carry it), then the printed page: the
 * clobbering shapes and a pointer to the first page.
 */
export const hostileCorpusThread: ThreadSeed = {
  objectId: 45,
  objectGroup: 'com_content',
  objectUrl: '/en/hostile-corpus.html',
  title: 'The hostile corpus',
  language: 'en',
  view: 'list',
  perPage: answered.length,
  order: 'ASC',
  comments: [...ordered, null].map(seed),
}

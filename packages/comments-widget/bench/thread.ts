import { decodeResponse, parseScript } from '@jc/protocol'
import { writeResponse } from '@jc/protocol/server-format'
import { createJCommentsServer, type JCommentsServerOptions } from '@jc/server-emulation'

type ThreadSeed = NonNullable<JCommentsServerOptions['threads']>[number]
type SeedComment = ThreadSeed['comments'][number]

export const objectId = 500
export const objectGroup = 'com_content'
export const requestUri = '/component/jcomments/?tmpl=component&lang=en'

// A small seeded generator, so every run measures the same thread.
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const texts = [
  'Thanks for the article, it answered my question about the settings.',
  'I tried this on my site and it worked.<br />One thing: the [b]second[/b] step needs a reload.',
  'Could you explain the part about caching? [i]I did not follow it.[/i]',
  'Good point. See also [url=https://example.org/docs]the documentation[/url].',
  'نظر خوبی بود، ممنون از توضیحات کامل شما.',
]

/**
 * `commentCount` comments in tree view: about a third are replies, at most
 * five levels deep. The same seed for every size, so the 2,000-comment thread
 * starts with the 500-comment one.
 */
function benchThread(commentCount: number): ThreadSeed {
  const next = seeded(500)
  const depth = new Map<number, number>()
  const comments: SeedComment[] = []
  for (let id = 1; id <= commentCount; id++) {
    const candidate =
      id > 1 && next() < 0.35 ? comments[Math.floor(next() * comments.length)] : undefined
    const parentDepth = candidate ? (depth.get(candidate.id) ?? 0) : -1
    const parent = candidate && parentDepth < 5 ? candidate.id : 0
    depth.set(id, parent === 0 ? 0 : parentDepth + 1)
    comments.push({
      id,
      parent,
      name: `Reader ${id}`,
      email: `reader${id}@example.com`,
      homepage: '',
      title: '',
      text: texts[id % texts.length] ?? '',
      date: new Date(Date.UTC(2024, 0, 1, 0, id)).toISOString(),
      ip: `198.51.100.${id % 250}`,
      published: true,
      score: (id % 7) - 3,
      userid: 0,
    })
  }
  return {
    objectId,
    objectGroup,
    objectUrl: '/en/bench.html',
    title: 'Benchmark article',
    language: 'en',
    view: 'tree',
    perPage: 0,
    order: 'ASC',
    comments,
  }
}

/** The two answers the benchmark plays back for a thread of `commentCount`, written by the JComments emulation. */
export function benchAnswers(commentCount: number): { showPage: string; append: string } {
  const server = createJCommentsServer({ threads: [benchThread(commentCount)], actor: 'admin' })
  const url = `https://example.org${requestUri}`
  const showPage = server.respond({
    url,
    body: `jtxf=JCommentsShowPage&jtxa[]=${objectId}&jtxa[]=${objectGroup}&jtxa[]=0`,
  })
  const append = server.respond({
    url,
    body: `jtxf=JCommentsAddComment&name=Bench&email=bench%40example.com&homepage=&comment=${encodeURIComponent('One more comment, appended to the tree.')}&object_id=${objectId}&object_group=${objectGroup}&parent=0`,
  })
  return { showPage, append: onlyUpdateTree(append) }
}

/** The answer's updateTree alone: the thanks the server adds would be an alert here, with no form on the page. */
function onlyUpdateTree(answer: string): string {
  const commands = decodeResponse(answer).commands.flatMap((command) =>
    command.kind === 'js' && parseScript(command.source).type === 'updateTree'
      ? [{ n: 'js' as const, d: command.source }]
      : [],
  )
  return writeResponse(commands)
}

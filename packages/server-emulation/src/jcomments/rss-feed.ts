import { escapeHtml } from '../escape-html.ts'
import { renderBody } from './bbcode.ts'
import { fill, type RequestContext } from './context.ts'
import { commentsOf } from './state.ts'
import type { ThreadSeed } from './types.ts'

/** RSS 2.0 of the object's published comments, newest first, as a guest reads them. */
export function rssXml(context: RequestContext, thread: ThreadSeed): string {
  const link = `${context.site.liveSite}${thread.objectUrl}`
  const items = commentsOf(context.state, thread, false)
    .filter((comment) => !comment.deleted)
    .reverse()
    .map((comment) => {
      const url = `${link}#comment-${comment.id}`
      const title = comment.title === '' ? comment.name : `${comment.name}: ${comment.title}`
      return [
        '<item>',
        `<title>${escapeHtml(title)}</title>`,
        `<link>${escapeHtml(url)}</link>`,
        `<description>${escapeHtml(renderBody(comment.text, comment.id, context))}</description>`,
        `<pubDate>${comment.date.toUTCString()}</pubDate>`,
        `<guid isPermaLink="true">${escapeHtml(url)}</guid>`,
        '</item>',
      ].join('')
    })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0">',
    '<channel>',
    `<title>${escapeHtml(thread.title)}</title>`,
    `<link>${escapeHtml(link)}</link>`,
    `<description>${escapeHtml(fill(context.strings.rssDescription, { title: thread.title }))}</description>`,
    `<language>${context.language === 'fa' ? 'fa-IR' : 'en-GB'}</language>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n')
}

import type { ServerMarkupFault } from './accessibility.ts'

// The images of the hostile comments come without alternative text: content
// an attacker wrote, not markup of ours.
const hostileContent: readonly ServerMarkupFault[] = [
  { rule: 'image-alt', inside: 'jc-comments .comment-body' },
]

// A comments page is scanned once <jc-comments> holds the thread: before that
// the server's block is still in the page as printed.
const commentsReady = ['jc-comments #comments [data-jc-action]']

/** Every page of the demo, with its language, direction and what it must show. */
export const demoPages = [
  { path: '/', lang: 'en', dir: 'ltr', holds: [], tolerated: [] },
  { path: '/inspector.html', lang: 'en', dir: 'ltr', holds: ['#inspector'], tolerated: [] },
  {
    path: '/fa/',
    lang: 'fa',
    dir: 'rtl',
    holds: ['.sj-listing-tabs', '#system-message-container', '.content-slider'],
    tolerated: [],
  },
  {
    path: '/en/',
    lang: 'en',
    dir: 'ltr',
    holds: ['.sj-listing-tabs', '#system-message-container', '.content-slider'],
    tolerated: [],
  },
  {
    path: '/fa/article.html',
    lang: 'fa',
    dir: 'rtl',
    holds: ['jc-comments #jc'],
    ready: commentsReady,
    tolerated: [],
  },
  {
    path: '/en/article.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc'],
    ready: commentsReady,
    tolerated: [],
  },
  {
    path: '/fa/stock-article.html',
    lang: 'fa',
    dir: 'rtl',
    holds: ['jc-comments #jc'],
    ready: commentsReady,
    tolerated: [],
  },
  {
    path: '/fa/filtered-article.html',
    lang: 'fa',
    dir: 'rtl',
    holds: ['jc-comments #jc'],
    ready: commentsReady,
    tolerated: [],
  },
  {
    path: '/en/stock-article.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc'],
    ready: commentsReady,
    tolerated: [],
  },
  {
    path: '/en/filtered-article.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc'],
    ready: commentsReady,
    tolerated: [],
  },
  {
    path: '/fa/long-thread.html',
    lang: 'fa',
    dir: 'rtl',
    holds: ['jc-comments #jc', 'jc-comments #nav-top'],
    ready: commentsReady,
    tolerated: [],
  },
  {
    path: '/en/long-thread.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc', 'jc-comments #nav-top'],
    ready: commentsReady,
    tolerated: [],
  },
  {
    path: '/en/hostile.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc', 'jc-comments #nav-top'],
    ready: commentsReady,
    tolerated: hostileContent,
  },
  {
    path: '/en/hostile-corpus.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc', 'jc-comments #nav-top', 'site-lightbox'],
    ready: commentsReady,
    tolerated: hostileContent,
  },
] as const

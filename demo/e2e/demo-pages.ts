import type { ServerMarkupFault } from './accessibility.ts'

// The images of the hostile comments come without alternative text: content
// an attacker wrote, not markup of ours.
const hostileContent: readonly ServerMarkupFault[] = [
  { rule: 'image-alt', inside: 'jc-comments .comment-body' },
]

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
    comments: true,
    tolerated: [],
  },
  {
    path: '/en/article.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc'],
    comments: true,
    tolerated: [],
  },
  {
    path: '/fa/stock-article.html',
    lang: 'fa',
    dir: 'rtl',
    holds: ['jc-comments #jc'],
    comments: true,
    tolerated: [],
  },
  {
    path: '/fa/filtered-article.html',
    lang: 'fa',
    dir: 'rtl',
    holds: ['jc-comments #jc'],
    comments: true,
    tolerated: [],
  },
  {
    path: '/en/stock-article.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc'],
    comments: true,
    tolerated: [],
  },
  {
    path: '/en/filtered-article.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc'],
    comments: true,
    tolerated: [],
  },
  {
    path: '/fa/long-thread.html',
    lang: 'fa',
    dir: 'rtl',
    holds: ['jc-comments #jc', 'jc-comments #nav-top'],
    comments: true,
    tolerated: [],
  },
  {
    path: '/en/long-thread.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc', 'jc-comments #nav-top'],
    comments: true,
    tolerated: [],
  },
  {
    path: '/en/hostile.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc', 'jc-comments #nav-top'],
    comments: true,
    tolerated: hostileContent,
  },
  {
    path: '/en/hostile-corpus.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc', 'jc-comments #nav-top', 'site-lightbox'],
    comments: true,
    tolerated: hostileContent,
  },
] as const

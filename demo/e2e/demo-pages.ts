import type { ServerMarkupFault } from './accessibility.ts'

// Until <jc-comments> renders the thread, the page shows the server's block,
// whose "Comments" heading is an h4 right under the article's h1.
const legacyComments: readonly ServerMarkupFault[] = [
  { rule: 'heading-order', inside: 'jc-comments' },
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
    tolerated: legacyComments,
  },
  {
    path: '/en/article.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc'],
    tolerated: legacyComments,
  },
  {
    path: '/fa/stock-article.html',
    lang: 'fa',
    dir: 'rtl',
    holds: ['jc-comments #jc'],
    tolerated: legacyComments,
  },
  {
    path: '/en/stock-article.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc'],
    tolerated: legacyComments,
  },
  {
    path: '/fa/long-thread.html',
    lang: 'fa',
    dir: 'rtl',
    holds: ['jc-comments #jc', 'jc-comments #nav-top'],
    tolerated: legacyComments,
  },
  {
    path: '/en/long-thread.html',
    lang: 'en',
    dir: 'ltr',
    holds: ['jc-comments #jc', 'jc-comments #nav-top'],
    tolerated: legacyComments,
  },
] as const

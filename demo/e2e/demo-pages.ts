/** Every page of the demo, with the language and direction it is written in. */
export const demoPages = [
  { path: '/', lang: 'en', dir: 'ltr', holds: [] },
  { path: '/inspector.html', lang: 'en', dir: 'ltr', holds: ['#inspector'] },
  {
    path: '/fa/',
    lang: 'fa',
    dir: 'rtl',
    holds: ['.sj-listing-tabs', '#system-message-container'],
  },
  {
    path: '/en/',
    lang: 'en',
    dir: 'ltr',
    holds: ['.sj-listing-tabs', '#system-message-container'],
  },
  { path: '/fa/article.html', lang: 'fa', dir: 'rtl', holds: ['jc-comments #jc'] },
  { path: '/en/article.html', lang: 'en', dir: 'ltr', holds: ['jc-comments #jc'] },
  { path: '/en/long-thread.html', lang: 'en', dir: 'ltr', holds: ['jc-comments #jc'] },
] as const

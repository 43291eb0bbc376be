import { hostileCorpusThread } from './corpus-thread.ts'
import { hostileThread } from './hostile-thread.ts'
import type { SeedComment, ThreadSeed } from './types.ts'

type Row = [
  id: number,
  parent: number,
  name: string,
  text: string,
  date: string,
  score: number,
  extra?: Partial<SeedComment>,
]

function comments(rows: readonly Row[], ipBase: string): SeedComment[] {
  return rows.map(([id, parent, name, text, date, score, extra]) => ({
    id,
    parent,
    name,
    email: `${name.toLowerCase().replace(/[^a-z]/g, '') || 'user'}${id}@example.com`,
    homepage: '',
    title: '',
    text,
    date,
    ip: `${ipBase}.${10 + (id % 40)}`,
    published: true,
    score,
    userid: 0,
    ...extra,
  }))
}

const sara: Partial<SeedComment> = { userid: 63, email: 'sara@example.com', ip: '203.0.113.20' }

const persianArticle: ThreadSeed = {
  objectId: 21,
  objectGroup: 'com_content',
  objectUrl: '/fa/article.html',
  title: 'راهنمای نوشتن نظر',
  language: 'fa',
  view: 'tree',
  perPage: 0,
  order: 'ASC',
  comments: comments(
    [
      [1, 0, 'مریم', 'مقالهٔ بسیار خوبی بود، ممنون از نویسنده! :D', '2026-02-01T08:10:00Z', 4],
      [2, 1, 'علی', 'با مریم موافقم. مخصوصاً [b]بخش دوم[/b] عالی بود.', '2026-02-01T09:25:00Z', 1],
      [
        3,
        2,
        'مریم',
        '[quote name="علی"]بخش دوم عالی بود.[/quote]من هم همین‌طور فکر می‌کنم.',
        '2026-02-01T10:40:00Z',
        0,
      ],
      [
        4,
        0,
        'رضا',
        'به نظرم منبع اصلی را هم ببینید: [url=https://fa.wikipedia.org/]ویکی‌پدیا[/url]',
        '2026-02-01T11:05:00Z',
        -2,
      ],
      [
        5,
        4,
        'Sara',
        'چند نکتهٔ مهم برای منبع:[list][*]نویسندهٔ معتبر[*]تاریخ انتشار[*]نشانی کامل[/list]',
        '2026-02-01T12:30:00Z',
        2,
        sara,
      ],
      [6, 5, 'رضا', 'ممنون سارا ;-)', '2026-02-01T13:00:00Z', 0],
      [
        7,
        0,
        'نگار',
        'اگر سؤالی داشتید به من ایمیل بزنید: negar@example.com',
        '2026-02-02T07:45:00Z',
        0,
      ],
      [8, 7, 'علی', 'ممنون نگار، ایمیل زدم.', '2026-02-02T08:15:00Z', -1],
      [
        9,
        0,
        'حسین',
        'برای اعضای سایت: [hide]کد تخفیف کارگاه: JC2026[/hide]',
        '2026-02-02T09:30:00Z',
        1,
      ],
      [
        10,
        0,
        'فروشگاه',
        'خرید ارزان و فوری! [url=http://spam.example.com]اینجا کلیک کنید[/url]',
        '2026-02-02T10:00:00Z',
        0,
        { published: false },
      ],
      [
        11,
        0,
        'کاوه',
        'سلام، [i]مطلب جالبی[/i] بود.<br />منتظر قسمت بعد هستم.',
        '2026-02-02T11:20:00Z',
        3,
      ],
    ],
    '198.51.100',
  ),
}

const englishArticle: ThreadSeed = {
  objectId: 42,
  objectGroup: 'com_content',
  objectUrl: '/en/article.html',
  title: 'Hello world',
  language: 'en',
  view: 'tree',
  perPage: 0,
  order: 'ASC',
  comments: comments(
    [
      [12, 0, 'Anna', 'Great article, thanks! :-)', '2026-02-03T10:15:00Z', 2],
      [
        13,
        0,
        'Boris',
        'I disagree with the second point. Write to me at boris@example.net',
        '2026-02-03T11:02:00Z',
        -1,
      ],
      [
        14,
        12,
        'Clara',
        'It\'s "great" & useful.<br />Thanks, Anna!',
        '2026-02-03T12:30:00Z',
        0,
        { homepage: 'http://clara.example.com', email: 'clara@example.com' },
      ],
      [
        15,
        14,
        'Dmitry',
        'Clara, which part was [b]most[/b] useful to you?',
        '2026-02-03T13:10:00Z',
        1,
      ],
      [
        16,
        13,
        'Sara',
        '[quote name="Boris"]I disagree with the second point.[/quote]Could you say why?',
        '2026-02-03T14:00:00Z',
        0,
        sara,
      ],
      [17, 16, 'Anna', 'Same question here ;-)', '2026-02-03T14:20:00Z', 0],
      [
        18,
        0,
        'Erik',
        'Further reading: [url=https://en.wikipedia.org/wiki/Comment]Wikipedia[/url]',
        '2026-02-03T15:45:00Z',
        3,
      ],
      [
        19,
        0,
        'Cheap Watches',
        'Buy cheap watches at [url=http://spam.example.com]our shop[/url]!',
        '2026-02-03T16:00:00Z',
        0,
        { published: false },
      ],
      [
        20,
        0,
        'Fatima',
        'For members: [hide]the slides are on the intranet[/hide] 8)',
        '2026-02-03T17:30:00Z',
        -2,
      ],
    ],
    '198.51.101',
  ),
}

interface LongThread {
  readonly objectId: number
  readonly objectUrl: string
  readonly title: string
  readonly language: ThreadSeed['language']
  readonly order: ThreadSeed['order']
  readonly firstId: number
  readonly count: number
  readonly names: readonly string[]
  readonly text: (number: number) => string
  readonly ipBase: string
}

/** A flat thread long enough to page through, ten comments a page. */
function longThread(thread: LongThread): ThreadSeed {
  return {
    objectId: thread.objectId,
    objectGroup: 'com_content',
    objectUrl: thread.objectUrl,
    title: thread.title,
    language: thread.language,
    view: 'list',
    perPage: 10,
    order: thread.order,
    comments: comments(
      Array.from({ length: thread.count }, (_, index): Row => {
        const date = new Date(Date.UTC(2026, 0, 10, 8, index * 47)).toISOString()
        return [
          thread.firstId + index,
          0,
          thread.names[index % thread.names.length] ?? '',
          thread.text(index + 1),
          date,
          (index % 5) - 2,
        ]
      }),
      thread.ipBase,
    ),
  }
}

const englishTopics = [
  'I tried the first step and it worked.',
  'The second step needs a [b]restart[/b].',
  'Could someone explain the third step?',
  'Thanks for the clear write-up :-)',
  'This saved me an afternoon.',
]

const persianTopics = [
  'گام اول را امتحان کردم و جواب داد.',
  'گام دوم به یک [b]راه‌اندازی دوباره[/b] نیاز دارد.',
  'کسی می‌تواند گام سوم را توضیح دهد؟',
  'ممنون از این نوشتهٔ روشن :-)',
  'یک بعدازظهر کامل برایم صرفه‌جویی شد.',
]

const englishLongThread = longThread({
  objectId: 43,
  objectUrl: '/en/long-thread.html',
  title: 'A long discussion',
  language: 'en',
  order: 'ASC',
  firstId: 21,
  count: 35,
  names: ['Anna', 'Boris', 'Clara', 'Dmitry', 'Erik', 'Fatima', 'Gustav'],
  text: (number) => `Comment ${number}: ${englishTopics[number % englishTopics.length]}`,
  ipBase: '198.51.102',
})

// Newest first, so that a new comment shows at the top of page one.
const persianLongThread = longThread({
  objectId: 22,
  objectUrl: '/fa/long-thread.html',
  title: 'یک گفت‌وگوی طولانی',
  language: 'fa',
  order: 'DESC',
  firstId: 56,
  count: 25,
  names: ['مریم', 'علی', 'سارا', 'رضا', 'نگار', 'حسین'],
  text: (number) =>
    `نظر ${number.toLocaleString('fa-IR')}: ${persianTopics[number % persianTopics.length]}`,
  ipBase: '198.51.103',
})

/**
 * The demo's articles: a Persian and an English tree, a long list in each
 * language, a thread of hostile comments for the security tests, and the
 * hostile corpus, a comment per shape.
 */
export const demoThreads: readonly ThreadSeed[] = [
  persianArticle,
  englishArticle,
  englishLongThread,
  persianLongThread,
  hostileThread,
  hostileCorpusThread,
]

import { demoText } from './demo-writing.ts'
import type {
  ListingCategorySeed,
  ListingItemSeed,
  ListingLang,
  ListingModuleSeed,
} from './seed.ts'

interface CategoryPlan {
  readonly id: number
  readonly name: string
  readonly video?: ListingCategorySeed['video']
  /** Five subjects, so that up to twenty items get distinct titles. */
  readonly subjects: readonly string[]
  readonly count: number
  readonly unlisted?: number
}

const thumbnailCount = 8
const thumbnail = (index: number): string =>
  `/images/thumbs/thumb-${(index % thumbnailCount) + 1}.svg`

// Every date is within 60 days before this one; 11 and 60 share no factor, so
// the items of a category all get different dates, in an order unlike their ids.
const lastDay = Date.UTC(2024, 8, 1)
const dayMs = 86_400_000

function demoItem(lang: ListingLang, plan: CategoryPlan, index: number): ListingItemSeed {
  const id = plan.id * 100 + index + 1
  return {
    id,
    ...demoText(lang, plan.subjects, index),
    created: new Date(lastDay - ((index * 11 + plan.id) % 60) * dayMs).toISOString().slice(0, 10),
    // 137 and 900 share no factor: distinct counts in yet another order.
    hits: (((index + 1) * 137 + plan.id * 53) % 900) + 20,
    image: thumbnail(id),
    link: `/${lang}/article.html`,
  }
}

function demoCategory(lang: ListingLang, plan: CategoryPlan): ListingCategorySeed {
  return {
    id: plan.id,
    name: plan.name,
    image: thumbnail(plan.id),
    link: `/${lang}/index.html?catid=${plan.id}`,
    ...(plan.video ? { video: plan.video } : {}),
    ...(plan.unlisted ? { unlisted: plan.unlisted } : {}),
    items: Array.from({ length: plan.count }, (_, index) => demoItem(lang, plan, index)),
  }
}

const moduleDefaults = {
  delay: 300,
  duration: 600,
  columns: [4, 3, 2, 1],
} as const

function demoModule(
  settings: Omit<ListingModuleSeed, 'categories' | 'ajaxUrl' | keyof typeof moduleDefaults>,
  plans: readonly CategoryPlan[],
): ListingModuleSeed {
  return {
    ...moduleDefaults,
    ...settings,
    ajaxUrl: `/${settings.lang}/index.html`,
    categories: plans.map((plan) => demoCategory(settings.lang, plan)),
  }
}

/**
 * The demo site's four modules: 101 and 102 on the Persian home page, 201 and
 * 202 on the English one. 101 has an "all" tab. 101 and 201 show six items a
 * page, so their biggest category (20 items) takes four pages; 102 and 202
 * show eight, and their first category holds exactly eight, so its load-more
 * button is `loaded` as soon as the page is. 101 and 201 are the content
 * build, 102 and 202 the K2 build: their last category has no item, and
 * their third counts two items it never lists, so its last load-more gets an
 * empty answer.
 */
export const demoListingModules: readonly ListingModuleSeed[] = [
  demoModule(
    {
      id: 101,
      build: 'content',
      lang: 'fa',
      pageSize: 6,
      fieldOrder: 'created',
      effect: 'zoomIn',
      allTab: true,
    },
    [
      {
        id: 11,
        name: 'فناوری',
        subjects: ['هوش مصنوعی', 'گوشی‌های هوشمند', 'امنیت شبکه', 'رایانش ابری', 'خودروهای برقی'],
        count: 14,
      },
      {
        id: 12,
        name: 'ورزش',
        video: {
          url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          title: 'فیلم کوتاه: خرگوش بزرگ',
        },
        subjects: ['فوتبال ایران', 'والیبال', 'کوهنوردی', 'دوی استقامت', 'شنا'],
        count: 20,
      },
      {
        id: 13,
        name: 'فرهنگ و هنر',
        video: { url: 'https://vimeo.com/76979871', title: 'فیلم کوتاه: صدای زمین' },
        subjects: ['سینمای ایران', 'شعر معاصر', 'موسیقی سنتی', 'خوشنویسی', 'نمایشگاه کتاب'],
        count: 9,
      },
      {
        id: 14,
        name: 'سلامت',
        subjects: ['تغذیهٔ سالم', 'خواب کافی', 'ورزش صبحگاهی', 'سلامت روان', 'نوشیدن آب'],
        count: 11,
      },
    ],
  ),
  demoModule(
    {
      id: 102,
      build: 'k2',
      lang: 'fa',
      pageSize: 8,
      fieldOrder: 'hits',
      effect: 'fadeIn',
      allTab: false,
    },
    [
      {
        id: 21,
        name: 'گردشگری',
        subjects: ['اصفهان', 'شیراز', 'جزیرهٔ کیش', 'کویر مرنجاب', 'جنگل‌های شمال'],
        count: 8,
      },
      {
        id: 22,
        name: 'آشپزی',
        subjects: [
          'قورمه‌سبزی',
          'نان سنگک',
          'شیرینی‌های یزدی',
          'غذاهای محلی گیلان',
          'دمنوش‌های گیاهی',
        ],
        count: 17,
      },
      {
        id: 23,
        name: 'اقتصاد',
        subjects: ['بازار مسکن', 'قیمت طلا', 'کسب‌وکارهای خانگی', 'صادرات فرش', 'بورس تهران'],
        count: 12,
        unlisted: 2,
      },
      { id: 24, name: 'رویدادها', subjects: [], count: 0 },
    ],
  ),
  demoModule(
    {
      id: 201,
      build: 'content',
      lang: 'en',
      pageSize: 6,
      fieldOrder: 'created',
      effect: 'zoomIn',
      allTab: false,
    },
    [
      {
        id: 31,
        name: 'Technology',
        subjects: [
          'artificial intelligence',
          'smartphones',
          'network security',
          'cloud computing',
          'electric cars',
        ],
        count: 13,
      },
      {
        id: 32,
        name: 'Sport',
        video: {
          url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          title: 'Short film: Big Buck Bunny',
        },
        subjects: ['football', 'volleyball', 'mountaineering', 'marathon running', 'swimming'],
        count: 20,
      },
      {
        id: 33,
        name: 'Culture',
        video: { url: 'https://vimeo.com/76979871', title: 'Short film: The sound of the earth' },
        subjects: ['world cinema', 'modern poetry', 'classical music', 'calligraphy', 'book fairs'],
        count: 9,
      },
      {
        id: 34,
        name: 'Health',
        subjects: [
          'healthy eating',
          'good sleep',
          'morning exercise',
          'mental health',
          'hydration',
        ],
        count: 10,
      },
    ],
  ),
  demoModule(
    {
      id: 202,
      build: 'k2',
      lang: 'en',
      pageSize: 8,
      fieldOrder: 'hits',
      effect: 'fadeIn',
      allTab: false,
    },
    [
      {
        id: 41,
        name: 'Travel',
        subjects: [
          'Isfahan',
          'Shiraz',
          'Kish Island',
          'the Maranjab desert',
          'the northern forests',
        ],
        count: 8,
      },
      {
        id: 42,
        name: 'Cooking',
        subjects: [
          'herb stew',
          'sangak bread',
          'Yazdi sweets',
          'the dishes of Gilan',
          'herbal teas',
        ],
        count: 16,
      },
      {
        id: 43,
        name: 'Business',
        subjects: [
          'the housing market',
          'gold prices',
          'home businesses',
          'carpet exports',
          'the Tehran stock exchange',
        ],
        count: 12,
        unlisted: 2,
      },
      { id: 44, name: 'Events', subjects: [], count: 0 },
    ],
  ),
]

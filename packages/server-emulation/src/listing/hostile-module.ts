import { closedShapes } from '../closed-shapes.ts'
import { escapeHtml } from '../escape-html.ts'
import type { ListingItemSeed, ListingModuleSeed } from './seed.ts'

const page = '/en/hostile-corpus.html'

function item(id: number, title: string, introHtml: string): ListingItemSeed {
  return {
    id,
    title,
    introText: '',
    introHtml,
    created: `2024-08-${String(28 - (id % 20)).padStart(2, '0')}`,
    hits: 100 + id,
    image: '/images/thumbs/thumb-1.svg',
    link: page,
  }
}

const clean = ['Reading the corpus', 'What the canaries say', 'Where the shapes go'].map(
  (title, index) => item(3101 + index, title, `<p>${escapeHtml(title)}: a plain item.</p>`),
)

// One item per shape, titled by it, with its note: the tab's answer carries them all.
const hostile = closedShapes.map((shape, index) =>
  item(
    3201 + index,
    `Shape ${shape.name}`,
    `<p class="corpus-note"><b>${shape.name}</b> (${shape.family}): ${escapeHtml(shape.note)}</p>${shape.html}`,
  ),
)

/**
 * The listing module of the hostile corpus page (301, English, content
 * build): a compromised site whose first tab, printed with the page, is
 * plain, and whose second tab's `items_markup` carries corpus shapes in its
 * items' intro text, one shape an item, so that only a tab switch brings them.
 */
export const hostileListingModule = {
  id: 301,
  build: 'content',
  lang: 'en',
  ajaxUrl: page,
  pageSize: hostile.length,
  fieldOrder: 'created',
  effect: 'none',
  delay: 0,
  duration: 0,
  columns: [4, 3, 2, 1],
  allTab: false,
  categories: [
    { id: 51, name: 'Notes', image: '/images/thumbs/thumb-2.svg', link: page, items: clean },
    { id: 52, name: 'Corpus', image: '/images/thumbs/thumb-3.svg', link: page, items: hostile },
  ],
} as const satisfies ListingModuleSeed

import { escapeHtml } from '../escape-html.ts'
import { renderCategoryCarousel } from './category-carousel.ts'
import { attributes } from './html.ts'
import { indent } from './indent.ts'
import { renderPage } from './items-markup.ts'
import { k2Instance } from './k2-build.ts'
import { type ListingLocale, listingLocale } from './locale.ts'
import type { ListingModuleSeed } from './seed.ts'
import { allCategoriesId, countedItems, tabItems } from './tab-items.ts'

interface Tab {
  /** A category id, or `*` for the "all" tab. */
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  /** The selector of the tab's panel, scoped to the block. */
  readonly panel: string
  readonly total: number
}

const tabIcon = { width: 48, height: 32 }

function tabsOf(module: ListingModuleSeed, locale: ListingLocale): Tab[] {
  const categories = module.categories.map((category) => ({
    id: String(category.id),
    name: category.name,
    icon: category.image,
    panel: `.items-category-${category.id}`,
    total: countedItems(category),
  }))
  if (!module.allTab) return categories
  const total = categories.reduce((sum, tab) => sum + tab.total, 0)
  const all = {
    id: allCategoriesId,
    name: locale.allTab,
    icon: undefined,
    panel: '.items-category-all',
    total,
  }
  return [all, ...categories]
}

function renderTab(tab: Tab, module: ListingModuleSeed, preloaded: boolean): string {
  const classes = ['ltabs-tab', ...(preloaded ? ['tab-sel', 'tab-loaded'] : [])]
  if (tab.id === allCategoriesId) classes.push('tab-all')
  const data = {
    class: classes.join(' '),
    'data-category-id': tab.id,
    'data-active-content': tab.panel,
    'data-field_order': module.fieldOrder,
    ...(module.build === 'k2' ? { 'data-field_responsive': tab.id } : {}),
  }
  const icon =
    tab.icon === undefined
      ? []
      : [
          `\t<div class="ltabs-tab-img"><img${attributes({ src: tab.icon, alt: '', ...tabIcon })}></div>`,
        ]
  return [
    `<li${attributes(data)}>`,
    ...icon,
    `\t<span class="ltabs-tab-label">${escapeHtml(tab.name)}</span>`,
    '</li>',
  ].join('\n')
}

function renderTabs(tabs: readonly Tab[], module: ListingModuleSeed): string {
  const selected = tabs[0]?.name ?? ''
  return [
    '<div class="ltabs-tabs-wrap">',
    `\t<span class="ltabs-tab-selected">${escapeHtml(selected)}</span>`,
    '\t<span class="ltabs-tab-arrow" aria-hidden="true">&#9660;</span>',
    '\t<ul class="ltabs-tabs cf">',
    ...tabs.map((tab, index) => indent(renderTab(tab, module, index === 0), 2)),
    '\t</ul>',
    '</div>',
  ].join('\n')
}

function renderLoadMore(tab: Tab, module: ListingModuleSeed, locale: ListingLocale): string {
  const loaded = module.pageSize >= tab.total || module.pageSize === 0
  const data = {
    class: 'ltabs-loadmore',
    'data-active-content': tab.panel,
    'data-categoryid': tab.id,
    'data-rl_start': module.pageSize,
    'data-rl_total': tab.total,
    'data-rl_allready': locale.allReady,
    'data-ajaxurl': module.ajaxUrl,
    'data-modid': module.id,
    'data-rl_load': module.pageSize,
    'data-rl-field_order': module.fieldOrder,
  }
  const button = {
    class: loaded ? 'ltabs-loadmore-btn loaded' : 'ltabs-loadmore-btn',
    'data-label': loaded ? locale.allReady : locale.loadMore,
  }
  return [
    `<div${attributes(data)}>`,
    `\t<div${attributes(button)}>`,
    '\t\t<span class="ltabs-image-loading"></span>',
    '\t</div>',
    '</div>',
  ].join('\n')
}

function renderPanel(
  tab: Tab,
  module: ListingModuleSeed,
  locale: ListingLocale,
  preloaded: boolean,
): string {
  const panelClasses = [
    'ltabs-items',
    ...(preloaded ? ['ltabs-items-selected', 'ltabs-items-loaded'] : []),
    tab.panel.slice(1),
  ]
  const [wide, desktop, tablet, phone] = module.columns
  const innerClasses = [
    'ltabs-items-inner',
    `ltabs00-${wide}`,
    `ltabs01-${wide}`,
    `ltabs02-${desktop}`,
    `ltabs03-${tablet}`,
    `ltabs04-${phone}`,
    module.effect,
  ]
  const content = preloaded
    ? renderPage(
        module,
        (tabItems(module, tab.id, module.fieldOrder) ?? []).slice(0, module.pageSize),
      )
    : '<div class="ltabs-loading"></div>'
  return [
    `<div${attributes({ class: panelClasses.join(' ') })}>`,
    `\t<div${attributes({ class: innerClasses.join(' ') })}>`,
    indent(content, 2),
    '\t</div>',
    indent(renderLoadMore(tab, module, locale), 1),
    '</div>',
  ].join('\n')
}

/**
 * The module as the page holds it (the module's `default.php` and
 * `default_tabs.php`): module settings on `.ltabs-tabs-container`, one tab and
 * one panel per category, the first tab preloaded with one page of items, a
 * load-more block per panel, then the category carousel. The id is the
 * module's, so that it is stable and unique on a page; the original made one
 * up from `rand()` and the time. The K2 build's block names its instance and
 * each tab's category for its endpoint (`k2-build.ts`).
 */
export function renderListingBlock(module: ListingModuleSeed): string {
  const locale = listingLocale(module.lang)
  const tabs = tabsOf(module, locale)
  const instance = module.build === 'k2' ? k2Instance(module) : String(module.id)
  const container = {
    class: 'ltabs-tabs-container',
    'data-delay': module.delay,
    'data-duration': module.duration,
    'data-effect': module.effect,
    'data-ajaxurl': module.ajaxUrl,
    'data-modid': module.id,
    ...(module.build === 'k2' ? { 'data-sj_class_responsive': instance } : {}),
  }
  return [
    `<div id="sj_listing_tabs_${instance}" class="sj-listing-tabs first-load">`,
    '\t<div class="ltabs-wrap">',
    `\t\t<div${attributes(container)}>`,
    indent(renderTabs(tabs, module), 3),
    '\t\t</div>',
    '\t\t<div class="ltabs-items-container">',
    ...tabs.map((tab, index) => indent(renderPanel(tab, module, locale, index === 0), 3)),
    '\t\t</div>',
    indent(renderCategoryCarousel(module), 2),
    '\t</div>',
    '</div>',
  ].join('\n')
}

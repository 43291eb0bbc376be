import {
  createJCommentsServer,
  createListingServer,
  demoSites,
  type Language,
} from '@jc/server-emulation'
import { applyOutputFilter, documentedOutputFilter } from './output-filter.ts'
import { withStockScripts } from './stock-scripts.ts'

// `<!-- server:jcomments object="21" group="com_content" lang="fa" -->`, `<!-- server:listing module="101" -->`;
// `scripts="inline"` on server:jcomments adds the stock page's inline scripts around the block;
// `filter="documented"` passes the block through the output filter of docs/ instead of
// dropping its inline handlers.
const placeholder = /<!--\s*server:([a-z]+)((?:\s+[a-z-]+="[^"]*")*)\s*-->/g
const attribute = /([a-z-]+)="([^"]*)"/g

/** A placeholder the pages may not contain: says which and what to write instead. */
export class ServerMarkupError extends Error {
  override readonly name = 'ServerMarkupError'
}

// The server writes every attribute in double quotes, handlers included.
const inlineHandler = /\s+on[a-z]+="[^"]*"/g

/**
 * Fills a page's server placeholders with the markup the real servers render
 * into the page (the JComments block, a listing module), from freshly seeded
 * emulations as a guest sees them. The widgets take that markup over, so the
 * page reads the same before and after they load, as on a real site.
 *
 * The JComments block loses its inline `on…` handlers on the way, as the
 * template overrides of a site under a strict CSP write it: Chromium reports
 * every inline handler it parses as a violation, even one never clicked. The
 * AJAX answers keep theirs; the widget turns those into actions. Stock pages
 * (`scripts="inline"`) lose them too, but keep the template's inline scripts,
 * which their policy allows by hash (`inline-script-hashes.ts`). A block with
 * `filter="documented"` is printed as the output filter template authors copy
 * (`docs/jcomments-output-filter.php`) leaves it: handlers moved into
 * `data-jc-onclick`, inline scripts made inert text.
 */
export function renderServerMarkup(html: string, page: string): string {
  const comments = createJCommentsServer({ sites: demoSites })
  const listing = createListingServer()
  return html.replace(placeholder, (_match, kind: string, attributeText: string) => {
    const attributes = new Map(
      Array.from(attributeText.matchAll(attribute), ([, name, value]) => [name, value]),
    )
    const required = (name: string): string => {
      const value = attributes.get(name)
      if (value === undefined) {
        throw new ServerMarkupError(
          `${page}: <!-- server:${kind} --> needs a ${name}="…" attribute`,
        )
      }
      return value
    }
    switch (kind) {
      case 'jcomments': {
        const objectId = Number(required('object'))
        const objectGroup = required('group')
        const lang = language(required('lang'), page)
        const filter = attributes.get('filter')
        if (filter !== undefined && filter !== 'documented') {
          throw new ServerMarkupError(
            `${page}: filter="${filter}" on <!-- server:jcomments -->; use filter="documented" or leave it out`,
          )
        }
        const rendered = comments.renderPageBlock(objectId, objectGroup, lang)
        const block = filter ? rendered : rendered.replace(inlineHandler, '')
        const scripts = attributes.get('scripts')
        if (scripts !== undefined && scripts !== 'inline') {
          throw new ServerMarkupError(
            `${page}: scripts="${scripts}" on <!-- server:jcomments -->; use scripts="inline" or leave it out`,
          )
        }
        // As a site with paged comments and its form behind the "Add comment" link prints it.
        const antiCache = [1, 0, 1] as const
        const printed = scripts
          ? withStockScripts(block, { objectId, objectGroup, language: lang, antiCache })
          : block
        return filter ? applyOutputFilter(printed, documentedOutputFilter()) : printed
      }
      case 'listing':
        return listing.renderBlock(Number(required('module')))
      default:
        throw new ServerMarkupError(
          `${page}: unknown placeholder <!-- server:${kind} -->; use server:jcomments or server:listing`,
        )
    }
  })
}

function language(value: string, page: string): Language {
  if (value === 'en' || value === 'fa') return value
  throw new ServerMarkupError(`${page}: lang="${value}" is not a demo language; use "en" or "fa"`)
}

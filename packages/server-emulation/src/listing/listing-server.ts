import { renderListingBlock } from './block-markup.ts'
import { demoListingModules } from './demo-modules.ts'
import { hostileListingModule } from './hostile-module.ts'
import { renderPage } from './items-markup.ts'
import { k2AnswerPrefix } from './k2-build.ts'
import { parseListingRequest } from './listing-request.ts'
import { phpJsonItemsMarkup } from './php-json.ts'
import type { ListingModuleSeed } from './seed.ts'
import { stripModuleWhitespace } from './strip-whitespace.ts'
import { tabItems } from './tab-items.ts'

export interface ListingServerOptions {
  /** The module instances the site holds; the demo's four and the hostile corpus page's by default. */
  readonly modules?: readonly ListingModuleSeed[]
}

export interface ListingResponse {
  readonly status: number
  readonly contentType: string
  readonly body: string
}

export interface ListingServer {
  /**
   * Answers one POST to a page. Undefined when the body is no listing call, or
   * when no module with that id sits on the page the URL names (the real site
   * would then render the whole page): the caller lets the request pass.
   * Otherwise the module's JSON answer; an unknown tab or a start past the end
   * gets `items_markup: ""` (the K2 build: its no-item sentence, and its
   * marker before the JSON).
   */
  respond(request: { readonly url: string; readonly body: string }): ListingResponse | undefined
  /** The module's block as the page holds it before any script runs; throws for an unknown id. */
  renderBlock(moduleId: number): string
  readonly modules: readonly ListingModuleSeed[]
}

// Pages are addressed both as `/fa/` and `/fa/index.html`; the origin and the query do not matter.
function pagePath(url: string): string {
  const path = new URL(url, 'http://localhost').pathname
  return path.endsWith('/') ? `${path}index.html` : path
}

/** An in-memory stand-in for the pages that hold SJ Listing Tabs modules, answering their AJAX calls. */
export function createListingServer(options: ListingServerOptions = {}): ListingServer {
  const modules = options.modules ?? [...demoListingModules, hostileListingModule]

  function findModule(moduleId: number): ListingModuleSeed | undefined {
    return modules.find((module) => module.id === moduleId)
  }

  return {
    modules,
    respond({ url, body }) {
      const request = parseListingRequest(body)
      if (request === undefined) return undefined
      const module = findModule(request.moduleId)
      if (module === undefined || pagePath(module.ajaxUrl) !== pagePath(url)) return undefined
      const items = tabItems(module, request.categoryId, request.fieldOrder) ?? []
      const page = items.slice(request.start, request.start + module.pageSize)
      const json = phpJsonItemsMarkup(stripModuleWhitespace(renderPage(module, page)))
      const answer = module.build === 'k2' ? `${k2AnswerPrefix}${json}` : json
      return { status: 200, contentType: 'application/json', body: answer }
    },
    renderBlock(moduleId) {
      const module = findModule(moduleId)
      if (module === undefined) throw new RangeError(`No listing module has the id ${moduleId}.`)
      return renderListingBlock(module)
    },
  }
}

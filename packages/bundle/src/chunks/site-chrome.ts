import { startSiteChrome } from '@jc/site-chrome'
import { queryPage } from '@jc/widget-kit'
import { undefinedElements } from '../element-names.ts'
import { foreignAttributes } from '../foreign-attributes.ts'
import type { WidgetChunk } from '../widget-chunk.ts'

/** The page-wide enhancers (menu, RSS icon, system messages, captions, lazy images, analytics). */
export const siteChrome: WidgetChunk = {
  start(document) {
    startSiteChrome(document)
    // The check of misspelled names comes only for a page with elements no one defined, or
    // bundle elements with attributes neither theirs nor global. Read through the prototype: an
    // article may print an element named after a property of the document.
    if (!queryPage(document, undefinedElements).length && !foreignAttributes(document).length)
      return
    import('../misspelled-elements.ts').then(
      ({ misspellings }) => {
        for (const line of misspellings(document)) console.warn(line)
      },
      // A word for the template's author: a page without it loses nothing.
      () => {},
    )
  },
}

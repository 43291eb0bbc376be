import type { Plugin } from 'vite'
import { jcommentsStandInPlugin } from './jcomments-stand-in-plugin.ts'
import { renderServerMarkup } from './server-markup.ts'

/**
 * Fills the server placeholders of every page, in dev and in the build, and
 * serves the head script that the stock pages' inline scripts rely on.
 */
export function serverMarkupPlugin(): Plugin[] {
  return [
    {
      name: 'demo:server-markup',
      transformIndexHtml: {
        order: 'pre',
        handler: (html, context) => renderServerMarkup(html, context.path),
      },
    },
    jcommentsStandInPlugin(),
  ]
}

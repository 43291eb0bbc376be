import type { Plugin } from 'vite'
import { renderServerMarkup } from './server-markup.ts'

/** Fills the server placeholders of every page, in dev and in the build. */
export function serverMarkupPlugin(): Plugin {
  return {
    name: 'demo:server-markup',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => renderServerMarkup(html, context.path),
    },
  }
}

import { type SafeFragment, sanitizeToFragment } from '@jc/widget-kit'
import type { Items } from './listing-state.ts'

/**
 * The server markup an element held, through the sanitizing boundary, as
 * nodes to read: whatever the widget takes from it (links, image addresses,
 * labels, the preloaded items) has passed the boundary like every other
 * piece of server HTML.
 */
export function sanitizedCopy(markup: DocumentFragment): SafeFragment {
  const holder = markup.ownerDocument.createElement('div')
  holder.append(markup.cloneNode(true))
  return sanitizeToFragment(holder.innerHTML)
}

/**
 * Items with how many `.ltabs-item` elements they hold, as the original's
 * `updateStatus` counts them. Counted here, before they are shown, because
 * showing them moves the nodes out of the fragment.
 */
export function itemsOf(nodes: SafeFragment): Items {
  return { nodes, count: nodes.fragment.querySelectorAll('.ltabs-item').length }
}

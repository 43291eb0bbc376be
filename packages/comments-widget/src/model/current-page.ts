import { copyOf, readNumber, type SafeFragment } from '@jc/widget-kit'
import type { Thread } from './thread.ts'

/**
 * The page `root` marks active (`span.activepage`), as ShowPage numbers it,
 * whether shown in Latin or Persian digits; 0, the default page, when none is.
 */
export function activePageIn(root: ParentNode | null): number {
  const active = readNumber(root?.querySelector('.activepage')?.textContent ?? '')
  return Number.isInteger(active) && active > 0 ? active : 0
}

/** The page some nodes mark active, wherever they are shown now. */
function activePage(nodes: SafeFragment | null): number {
  return activePageIn(nodes && copyOf(nodes))
}

/** The page of the list the thread shows; pagination sits at the top, the bottom or both. A tree has none: 0. */
export function currentPage(thread: Thread): number {
  return activePage(thread.head) || activePage(thread.tail)
}

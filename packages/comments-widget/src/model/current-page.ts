import { copyOf, type SafeFragment } from '@jc/widget-kit'
import type { Thread } from './thread.ts'

/** The page some nodes mark active (`span.activepage`), as ShowPage numbers it; 0, the default page, when none is. */
export function activePage(nodes: SafeFragment | null): number {
  const active = Number(nodes && copyOf(nodes).querySelector('.activepage')?.textContent?.trim())
  return Number.isInteger(active) && active > 0 ? active : 0
}

/** The page of the list the thread shows; pagination sits at the top, the bottom or both. A tree has none: 0. */
export function currentPage(thread: Thread): number {
  return activePage(thread.head) || activePage(thread.tail)
}

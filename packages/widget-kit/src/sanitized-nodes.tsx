import { type HTMLAttributes, memo, useLayoutEffect, useRef } from 'react'
import type { SafeFragment } from './sanitize-html.ts'

export interface SanitizedNodesProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  readonly nodes: SafeFragment
  readonly as?: 'div' | 'span' | 'section' | 'ul' | 'li'
}

// The nodes of each fragment that has been shown, wherever they are now.
const shown = new WeakMap<SafeFragment, readonly Node[]>()

/**
 * A copy of sanitized nodes to read or patch: taken from the fragment, or,
 * once the nodes have moved into the page, from where they are shown.
 */
export function copyOf(safe: SafeFragment): DocumentFragment {
  const placed = shown.get(safe)
  if (!placed) return safe.fragment.cloneNode(true) as DocumentFragment
  const copy = safe.fragment.ownerDocument.createDocumentFragment()
  for (const node of placed) copy.append(node.cloneNode(true))
  return copy
}

/**
 * Sanitized nodes that are already where they are shown (a comment's nodes
 * left inside the server's own element): a fragment to copy or patch from
 * where they are, that nothing moves again.
 */
export function placedNodes(nodes: readonly Node[], owner: Document): SafeFragment {
  const safe = { fragment: owner.createDocumentFragment() }
  shown.set(safe, nodes)
  return safe
}

/** What to insert to show a fragment: its own nodes the first time, a copy after that. */
export function nodesToPlace(safe: SafeFragment): DocumentFragment {
  if (shown.has(safe)) return copyOf(safe)
  shown.set(safe, Array.from(safe.fragment.childNodes))
  return safe.fragment
}

function place(host: HTMLElement, safe: SafeFragment): void {
  const placed = shown.get(safe)
  if (placed?.every((node) => node.parentNode === host)) return
  host.replaceChildren(nodesToPlace(safe))
}

/**
 * Shows sanitized nodes in an element React owns the outside of. The first
 * host takes the nodes themselves, so a thread is never copied on its way
 * to the screen; a second host, or the same fragment mounted again, gets a
 * copy. Only `SafeFragment` is accepted.
 */
export const SanitizedNodes = memo(function SanitizedNodes({
  nodes,
  as: Tag = 'div',
  ...rest
}: SanitizedNodesProps) {
  const host = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    if (host.current) place(host.current, nodes)
  }, [nodes])
  return <Tag {...rest} ref={host as never} />
})

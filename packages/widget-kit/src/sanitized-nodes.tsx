import { type HTMLAttributes, memo, useLayoutEffect, useRef } from 'react'
import type { SafeFragment } from './sanitize-html.ts'

export interface SanitizedNodesProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  readonly nodes: SafeFragment
  readonly as?: 'div' | 'span' | 'section'
}

/**
 * Shows sanitized nodes in an element React owns the outside of: a copy of
 * the fragment is placed inside, so the same fragment can be shown again
 * after a re-render or in a second place. Only `SafeFragment` is accepted.
 */
export const SanitizedNodes = memo(function SanitizedNodes({
  nodes,
  as: Tag = 'div',
  ...rest
}: SanitizedNodesProps) {
  const host = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    host.current?.replaceChildren(nodes.fragment.cloneNode(true))
  }, [nodes])
  return <Tag {...rest} ref={host as never} />
})

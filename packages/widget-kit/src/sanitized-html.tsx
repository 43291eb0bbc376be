import { type HTMLAttributes, memo } from 'react'
import type { SafeHtml } from './sanitize-html.ts'

export interface SanitizedHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  readonly html: SafeHtml
  /** The element that holds the markup; a `div` unless the markup needs a list or a span. */
  readonly as?: 'div' | 'span' | 'ul' | 'li' | 'section'
}

/**
 * The only place where markup enters the DOM as HTML. It accepts nothing but
 * the output of `sanitizeHtml`, so unsanitized server HTML cannot reach a page.
 */
export const SanitizedHtml = memo(function SanitizedHtml({
  html,
  as: Tag = 'div',
  ...rest
}: SanitizedHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: `html` can only come from sanitizeHtml, the one sanitizing boundary.
  return <Tag {...rest} dangerouslySetInnerHTML={html} />
})

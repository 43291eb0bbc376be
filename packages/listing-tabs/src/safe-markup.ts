import { type SafeHtml, sanitizeHtml } from '@jc/widget-kit'

/**
 * Parses sanitized markup into an inert document, to read it. Under Trusted
 * Types the markup is already `TrustedHTML`, which the parser accepts.
 */
export function parseSafeHtml(html: SafeHtml): Document {
  return new DOMParser().parseFromString(html.__html as string, 'text/html')
}

/**
 * The server markup an element held, through the sanitizing boundary, ready to
 * read: whatever the widget takes from it (links, image addresses, labels)
 * has passed DOMPurify like every other piece of server HTML.
 */
export function sanitizedCopy(markup: DocumentFragment): Document {
  const holder = markup.ownerDocument.createElement('div')
  holder.append(markup.cloneNode(true))
  return parseSafeHtml(sanitizeHtml(holder.innerHTML))
}

/** How many `.ltabs-item` elements sanitized markup holds, as the original's `updateStatus` counts them. */
export function countItems(html: SafeHtml): number {
  return parseSafeHtml(html).querySelectorAll('.ltabs-item').length
}

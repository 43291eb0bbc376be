const maxExcerpt = 200

/** Cuts untrusted text to a length that is safe to put in a console message. */
export function excerpt(text: string): string {
  return text.length > maxExcerpt ? `${text.slice(0, maxExcerpt)}…` : text
}

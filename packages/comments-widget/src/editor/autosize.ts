/** The textarea's rows when it is empty: the legacy editor's initial height. */
export const defaultRows = 8

/** Rows for the text: one more than its lines, so the next line is already visible; never fewer than `minRows`. */
export function rowsFor(text: string, minRows: number = defaultRows): number {
  const lines = text.split(/\r\n|\r|\n/).length
  return Math.max(minRows, lines + 1)
}

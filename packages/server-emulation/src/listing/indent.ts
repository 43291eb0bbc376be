/** Indents every line of rendered markup by `depth` tabs, as a nested PHP template would print it. */
export function indent(markup: string, depth: number): string {
  const prefix = '\t'.repeat(depth)
  return markup
    .split('\n')
    .map((line) => prefix + line)
    .join('\n')
}

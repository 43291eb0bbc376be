/**
 * What the legacy counter shows before it clamps (protocol §5.5): the maximum,
 * less the length, less one more for each line break, because the legacy
 * client counted every LF not preceded by CR once more. Length is in UTF-16
 * code units, as the legacy client measured it: Persian letters are one unit
 * each; an astral character (most emoji) counts 2. Counting code points would
 * show more room than the legacy counter did, and the server is stricter than
 * both (it counts each break as `<br />`), so the stricter count is kept.
 */
export function remainingCharacters(max: number, text: string): number {
  const lineBreaks = text.match(/(?<!\r)\n/g)?.length ?? 0
  return max - text.length - lineBreaks
}

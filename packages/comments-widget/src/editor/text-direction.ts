// BBCode tags are the form's markup, not the visitor's words: `[quote
// name="…"]` before Persian text would otherwise make it left to right.
const tags = /\[\/?[a-z*]+(?:[= ][^\]]*)?\]/gi
// The first letter that has a direction: Hebrew, Arabic and Persian on one
// side (their digits left out: a number has no direction of its own), Latin,
// Greek and Cyrillic on the other.
const strong =
  /([\u0590-\u065f\u066a-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufeff])|[A-Za-z\u00c0-\u024f\u0370-\u04ff]/

/**
 * The direction of what a visitor typed, read from its first letter outside
 * BBCode tags; none (the field follows the block's, right to left on a
 * Persian page) while it holds no letter.
 */
export function textDirection(text: string): 'rtl' | 'ltr' | undefined {
  const letter = strong.exec(text.replace(tags, ''))
  if (!letter) return undefined
  return letter[1] ? 'rtl' : 'ltr'
}

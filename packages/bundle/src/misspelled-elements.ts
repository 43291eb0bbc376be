import { queryPage } from '@jc/widget-kit'
import { elementAttributes, elementNames, undefinedElements } from './element-names.ts'
import { foreignAttributes } from './foreign-attributes.ts'

/** How many insertions, deletions and substitutions turn `a` into `b` (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution))
    }
    previous = row
  }
  return previous[b.length] ?? 0
}

/**
 * A console line for each undefined element of the page whose name is two
 * edits or fewer from one of the bundle's: an element the template meant for
 * a widget that, misspelled, would stay as it is without a word. And one for
 * each attribute of a bundle element, once per element name, that is two
 * edits or fewer from one of its own, or one of its own run on (`autoplay`
 * for `auto`): the widget would keep its default. Attributes far from all its
 * own may be the template's, and pass.
 */
export function misspellings(document: Document): string[] {
  const names = new Set(Array.from(queryPage(document, undefinedElements), (e) => e.localName))
  const elements = [...names].flatMap((name) => {
    const meant = elementNames.find((known) => editDistance(name, known) <= 2)
    return meant
      ? [`jc widgets: <${name}> is no element of the bundle; did you mean <${meant}>?`]
      : []
  })
  const attributes = foreignAttributes(document).flatMap(([tag, name]) => {
    const meant = elementAttributes[tag]?.find(
      (own) => editDistance(name, own) <= 2 || name.startsWith(own),
    )
    return meant ? [`jc widgets: <${tag}> has no attribute ${name}; did you mean ${meant}?`] : []
  })
  return [...elements, ...new Set(attributes)]
}

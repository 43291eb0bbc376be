import { allowedUrl } from '@jc/widget-kit'

/** One image candidate of a `srcset`: its address and its descriptor (`2x`, `480w`), if any. */
export interface SrcsetCandidate {
  readonly url: string
  readonly descriptor: string
}

const gap = /[\s,]*/y
const address = /\S+/y

/**
 * The candidates of a `srcset`, read as the HTML standard's parser reads
 * them: an address runs to the next space (commas inside it, as in a `data:`
 * address, are its own, trailing ones end it), its descriptor to the next
 * comma outside parentheses.
 */
export function srcsetCandidates(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = []
  let at = 0
  while (at < srcset.length) {
    gap.lastIndex = at
    gap.test(srcset)
    address.lastIndex = gap.lastIndex
    if (!address.test(srcset)) break
    const read = srcset.slice(gap.lastIndex, address.lastIndex)
    at = address.lastIndex
    const url = read.replace(/,+$/, '')
    let descriptor = ''
    if (url === read) {
      let inParentheses = false
      const start = at
      while (at < srcset.length && (inParentheses || srcset[at] !== ',')) {
        if (srcset[at] === '(') inParentheses = true
        if (srcset[at] === ')') inParentheses = false
        at++
      }
      descriptor = srcset.slice(start, at).trim()
    }
    candidates.push({ url, descriptor })
  }
  return candidates
}

/**
 * A `srcset` with every candidate's address through the one address check:
 * a refused one is dropped (and named once in the console, with `where`),
 * the others kept as they were; null when none is left.
 */
export function allowedSrcset(srcset: string | undefined, where: string): string | null {
  if (srcset === undefined) return null
  const kept = srcsetCandidates(srcset)
    .filter(({ url }) => allowedUrl(url, where) !== null)
    .map(({ url, descriptor }) => (descriptor ? `${url} ${descriptor}` : url))
  return kept.length > 0 ? kept.join(', ') : null
}

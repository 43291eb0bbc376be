import type { SafeFragment } from '@jc/widget-kit'
import { editElement } from './markup.ts'

/** The class of a score the server did not confirm: the one the comment was loaded with. */
export const staleScoreClass = 'jc-score-stale'

/**
 * The comment's body with its score marked as possibly out of date, and
 * `note` beside it to say so. The server's next score (updateVote, or the
 * comment loaded again) replaces both.
 */
export function markScoreStale(body: SafeFragment, id: number, note: string): SafeFragment {
  return editElement(body, `comment-vote-holder-${id}`, (holder) => {
    const score = holder.querySelector('span.vote-good, span.vote-poor, span.vote-none')
    if (!score || score.classList.contains(staleScoreClass)) return
    score.classList.add(staleScoreClass)
    const text = holder.ownerDocument.createElement('span')
    text.className = 'jc-score-note'
    text.textContent = note
    score.after(text)
    // The comment is drawn anew, the vote button under the focus with it: the focus comes here.
    holder.setAttribute('tabindex', '-1')
  })
}

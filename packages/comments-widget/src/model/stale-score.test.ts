// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { prepareMarkup } from './markup.ts'
import { markScoreStale } from './stale-score.ts'

const options = {
  linksInNewWindow: false,
  headingLevel: 2,
  language: 'en' as const,
  warn: () => {},
}
const body = prepareMarkup(
  '<span class="comments-vote"><span id="comment-vote-holder-5"><a href="#" class="vote-good"></a><span class="vote-good">+3</span>\n</span></span><div class="comment-body">Hi</div>',
  options,
)
const holder = (marked: typeof body) =>
  marked.fragment.getElementById('comment-vote-holder-5') as HTMLElement

describe('markScoreStale', () => {
  it('marks the score and says beside it that it may be old, leaving the nodes it was given alone', () => {
    const marked = markScoreStale(body, 5, 'score when the page was loaded')
    expect(holder(marked).querySelector('span.vote-good.jc-score-stale')?.textContent).toBe('+3')
    expect(holder(marked).textContent).toBe('+3score when the page was loaded\n')
    expect(holder(body).querySelector('.jc-score-stale')).toBeNull()
  })

  it('marks it once, however often the vote is refused', () => {
    const twice = markScoreStale(markScoreStale(body, 5, 'old'), 5, 'old')
    expect(holder(twice).querySelectorAll('.jc-score-note')).toHaveLength(1)
  })

  it('leaves a comment without a score as it is', () => {
    expect(markScoreStale(body, 6, 'old')).toBe(body)
  })
})

import { calls, type FormControlLike, formCalls } from '@jc/protocol'

/** A request QA can send from the inspector, with what it shows. */
export interface RequestExample {
  readonly label: string
  readonly body: string
}

const text = (name: string, value: string): FormControlLike => ({ name, type: 'text', value })

// A guest's comment form on the English article, as the widget will post it.
const commentForm = (name: string, captcha: string): FormControlLike[] => [
  text('name', name),
  text('email', 'qa@example.com'),
  text('homepage', ''),
  { name: 'comment', type: 'textarea', value: 'Posted from the protocol inspector.' },
  text('captcha_refid', captcha),
  { name: 'object_id', type: 'hidden', value: '42' },
  { name: 'object_group', type: 'hidden', value: 'com_content' },
]

/**
 * Requests that show the emulated server's answers before any widget exists:
 * lists, the form, votes, quotes, reports, posts that pass and fail, and the
 * actions only some actors may take.
 */
export const requestExamples: readonly RequestExample[] = [
  { label: 'ShowPage: the English thread (tree)', body: calls.showPage(42, 'com_content', 0).body },
  { label: 'ShowPage: the Persian thread (tree)', body: calls.showPage(21, 'com_content', 0).body },
  { label: 'ShowPage: page 2 of the long thread', body: calls.showPage(43, 'com_content', 2).body },
  {
    label: 'ShowForm: the comment form and its editor',
    body: calls.showForm(42, 'com_content', 'comments-form-link').body,
  },
  {
    label: 'AddComment: a comment with the right captcha',
    body: formCalls.addComment(commentForm('QA', '7g4k2')).body,
  },
  {
    label: 'AddComment: an empty name (an error naming its field)',
    body: formCalls.addComment(commentForm('', '7g4k2')).body,
  },
  {
    label: 'AddComment: a wrong captcha',
    body: formCalls.addComment(commentForm('QA', 'wrong')).body,
  },
  {
    label: 'VoteComment: +1 on comment 1 (twice: already voted)',
    body: calls.voteComment(1, 1).body,
  },
  { label: 'QuoteComment: quote comment 1', body: calls.quoteComment(1).body },
  {
    label: 'ShowReportForm: report comment 2',
    body: calls.showReportForm(2, 'comments-inline-report').body,
  },
  { label: 'Subscribe: registered users only', body: calls.subscribe(42, 'com_content').body },
  { label: 'EditComment: comment 3 (moderators)', body: calls.editComment(3).body },
  { label: 'PublishComment: toggle comment 2 (moderators)', body: calls.publishComment(2).body },
  {
    label: 'DeleteComment: comment 3 and its replies (moderators)',
    body: calls.deleteComment(3).body,
  },
  { label: 'BanIP: the author of comment 2 (moderators)', body: calls.banIP(2).body },
]

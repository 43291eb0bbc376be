import { describe, expect, it } from 'vitest'
import { type JCommentsAction, jcommentsActions } from './actions.ts'
import type { JtxCall } from './call.ts'
import { calls } from './calls.ts'
import type { FormControlLike } from './encode-form.ts'
import { formCalls } from './form-calls.ts'

const field = (name: string, value: string, type = 'hidden'): FormControlLike => ({
  name,
  type,
  value,
})

const guestReply: FormControlLike[] = [
  field('name', 'Dmitry', 'text'),
  field('email', 'dmitry@example.com', 'text'),
  field('homepage', '', 'text'),
  field('comment', 'Boris, which point exactly?', 'textarea'),
  { name: 'subscribe', type: 'checkbox', value: '1', checked: false },
  field('captcha_refid', 'k7q3m', 'text'),
  field('object_id', '42'),
  field('object_group', 'com_content'),
  field('parent', '2'),
]

const adminEdit: FormControlLike[] = [
  field('homepage', 'http://clara.example.com', 'text'),
  field('comment', 'It\'s "great" & useful.\nThanks, Anna! (edited)', 'textarea'),
  { name: 'subscribe', type: 'checkbox', value: '1', checked: false },
  field('object_id', '42'),
  field('object_group', 'com_content'),
  field('userid', '62'),
  field('id', '3'),
]

const report: FormControlLike[] = [field('reason', 'Spam link', 'text'), field('commentid', '2')]

const md5 = '3f14550399db1ebd54bcab582f7040ae'

// One line per row of protocol §1.5 (and per request of the fixtures README).
const table: [string, () => JtxCall, JCommentsAction, string][] = [
  [
    'addComment posts the comment form',
    () => formCalls.addComment(guestReply),
    'AddComment',
    'jtxf=JCommentsAddComment&name=Dmitry&email=dmitry%40example.com&homepage=&comment=Boris%2C%20which%20point%20exactly%3F&captcha_refid=k7q3m&object_id=42&object_group=com_content&parent=2',
  ],
  [
    'saveComment posts the comment form with its hidden id',
    () => formCalls.saveComment(adminEdit),
    'SaveComment',
    "jtxf=JCommentsSaveComment&homepage=http%3A%2F%2Fclara.example.com&comment=It's%20%22great%22%20%26%20useful.%0AThanks%2C%20Anna!%20(edited)&object_id=42&object_group=com_content&userid=62&id=3",
  ],
  [
    'editComment sends the id',
    () => calls.editComment(3),
    'EditComment',
    'jtxf=JCommentsEditComment&jtxa[]=3',
  ],
  [
    'editComment sends the id alone when loadForm is false',
    () => calls.editComment(3, false),
    'EditComment',
    'jtxf=JCommentsEditComment&jtxa[]=3',
  ],
  [
    'editComment with loadForm adds the flag 1',
    () => calls.editComment(3, true),
    'EditComment',
    'jtxf=JCommentsEditComment&jtxa[]=3&jtxa[]=1',
  ],
  [
    'cancelComment sends the id',
    () => calls.cancelComment(3),
    'CancelComment',
    'jtxf=JCommentsCancelComment&jtxa[]=3',
  ],
  [
    'quoteComment sends the id',
    () => calls.quoteComment(1),
    'QuoteComment',
    'jtxf=JCommentsQuoteComment&jtxa[]=1',
  ],
  [
    'quoteComment with loadForm adds the flag 1',
    () => calls.quoteComment(1, true),
    'QuoteComment',
    'jtxf=JCommentsQuoteComment&jtxa[]=1&jtxa[]=1',
  ],
  [
    'publishComment sends the id',
    () => calls.publishComment(2),
    'PublishComment',
    'jtxf=JCommentsPublishComment&jtxa[]=2',
  ],
  [
    'deleteComment sends the id',
    () => calls.deleteComment(3),
    'DeleteComment',
    'jtxf=JCommentsDeleteComment&jtxa[]=3',
  ],
  [
    'jump2email sends the id and the md5 of the address',
    () => calls.jump2email(2, md5),
    'Jump2email',
    `jtxf=JCommentsJump2email&jtxa[]=2&jtxa[]=${md5}`,
  ],
  [
    'voteComment sends the id and +1',
    () => calls.voteComment(1, 1),
    'VoteComment',
    'jtxf=JCommentsVoteComment&jtxa[]=1&jtxa[]=1',
  ],
  [
    'voteComment sends the id and -1',
    () => calls.voteComment(1, -1),
    'VoteComment',
    'jtxf=JCommentsVoteComment&jtxa[]=1&jtxa[]=-1',
  ],
  [
    'showComment sends the id',
    () => calls.showComment(3),
    'ShowComment',
    'jtxf=JCommentsShowComment&jtxa[]=3',
  ],
  [
    'showPage sends object id, object group and page 0',
    () => calls.showPage(42, 'com_content', 0),
    'ShowPage',
    'jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=0',
  ],
  [
    'showPage sends another page number',
    () => calls.showPage(42, 'com_content', 2),
    'ShowPage',
    'jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=2',
  ],
  [
    'showForm sends object id, object group and the form-link target',
    () => calls.showForm(42, 'com_content', 'comments-form-link'),
    'ShowForm',
    'jtxf=JCommentsShowForm&jtxa[]=42&jtxa[]=com_content&jtxa[]=comments-form-link',
  ],
  [
    'showForm sends the inline-edit target',
    () => calls.showForm(42, 'com_content', 'comments-inline-edit'),
    'ShowForm',
    'jtxf=JCommentsShowForm&jtxa[]=42&jtxa[]=com_content&jtxa[]=comments-inline-edit',
  ],
  [
    'showReportForm sends the id and the report target',
    () => calls.showReportForm(2, 'comments-inline-report'),
    'ShowReportForm',
    'jtxf=JCommentsShowReportForm&jtxa[]=2&jtxa[]=comments-inline-report',
  ],
  [
    'reportComment posts the report form',
    () => formCalls.reportComment(report),
    'ReportComment',
    'jtxf=JCommentsReportComment&reason=Spam%20link&commentid=2',
  ],
  ['banIP sends the id', () => calls.banIP(2), 'BanIP', 'jtxf=JCommentsBanIP&jtxa[]=2'],
  [
    'subscribe sends object id and object group',
    () => calls.subscribe(42, 'com_content'),
    'Subscribe',
    'jtxf=JCommentsSubscribe&jtxa[]=42&jtxa[]=com_content',
  ],
  [
    'unsubscribe sends object id and object group',
    () => calls.unsubscribe(42, 'com_content'),
    'Unsubscribe',
    'jtxf=JCommentsUnsubscribe&jtxa[]=42&jtxa[]=com_content',
  ],
]

describe('each builder gives the body of protocol §1.5', () => {
  it.each(table)('%s', (_, build, action, body) => {
    expect(build()).toEqual({ action, body })
  })
})

describe('the set of builders', () => {
  const builderName = (action: string): string => action.charAt(0).toLowerCase() + action.slice(1)

  it('has one builder for every action of jcommentsActions, and no other', () => {
    const builders: Record<string, unknown> = { ...calls, ...formCalls }
    expect(jcommentsActions).toHaveLength(17)
    expect(Object.keys(calls).length + Object.keys(formCalls).length).toBe(17)
    expect(Object.keys(builders).sort()).toEqual(jcommentsActions.map(builderName).sort())
    for (const action of jcommentsActions) {
      expect(typeof builders[builderName(action)]).toBe('function')
    }
  })

  it('keeps apart the three that post a form', () => {
    expect(Object.keys(formCalls).sort()).toEqual(['addComment', 'reportComment', 'saveComment'])
  })

  it('is covered by the table above, action by action', () => {
    const covered = new Set(table.map(([, build]) => build().action))

    expect([...covered].sort()).toEqual([...jcommentsActions].sort())
  })
})

describe('values the builders pass through', () => {
  it('encodes an object group with special characters', () => {
    expect(calls.showPage(7, 'com_k2 items&x', 1).body).toBe(
      'jtxf=JCommentsShowPage&jtxa[]=7&jtxa[]=com_k2%20items%26x&jtxa[]=1',
    )
  })

  it('leaves a trailing & for a report form without named fields', () => {
    expect(formCalls.reportComment([]).body).toBe('jtxf=JCommentsReportComment&')
  })

  it('skips an unchecked subscribe box and sends a ticked one', () => {
    const ticked = [
      field('comment', 'Hi', 'textarea'),
      { name: 'subscribe', type: 'checkbox', value: '1', checked: true },
      field('object_id', '42'),
    ]

    expect(formCalls.addComment(ticked).body).toBe(
      'jtxf=JCommentsAddComment&comment=Hi&subscribe=1&object_id=42',
    )
  })
})

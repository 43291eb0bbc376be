/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fixtureSite, fixtureThreads } from './fixture-seeds.ts'
import { createJCommentsServer } from './server.ts'
import type { Actor, SeedComment, SiteProfile, ThreadSeed } from './types.ts'

const fixture = (file: string): string =>
  readFileSync(
    new URL(`../../../protocol/test-fixtures/jcomments/${file}`, import.meta.url),
    'utf8',
  )

const [article] = fixtureThreads
if (article === undefined) throw new Error('the fixture thread is missing')
const [anna] = article.comments
if (anna === undefined) throw new Error('the fixture thread has no first comment')

const thread = (changes: Partial<ThreadSeed>): ThreadSeed[] => [{ ...article, ...changes }]
const withComments = (...changes: ((comment: SeedComment) => SeedComment)[]): ThreadSeed[] =>
  thread({
    comments: article.comments.map((comment) =>
      changes.reduce((changed, change) => change(changed), comment),
    ),
  })
const site = (changes: Partial<SiteProfile>): SiteProfile => ({ ...fixtureSite, ...changes })

const addBody =
  'jtxf=JCommentsAddComment&name=Dmitry&email=dmitry%40example.com&homepage=&comment=Boris%2C%20which%20point%20exactly%3F&captcha_refid=k7q3m&object_id=42&object_group=com_content'
const saveBody = (comment: string): string =>
  `jtxf=JCommentsSaveComment&homepage=http%3A%2F%2Fclara.example.com&comment=${comment}&object_id=42&object_group=com_content&userid=62&id=3`

interface Case {
  readonly file: string
  readonly actor: Actor
  readonly body: string
  /** Requests the same actor sends first. */
  readonly before?: readonly string[]
  readonly site?: SiteProfile
  readonly threads?: readonly ThreadSeed[]
}

const cases: readonly Case[] = [
  {
    file: 'ShowPage.json',
    actor: 'guest',
    body: 'jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=0',
  },
  {
    file: 'ShowPage.list-view.json',
    actor: 'guest',
    body: 'jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=1',
    threads: thread({ view: 'list', perPage: 2, order: 'ASC' }),
  },
  {
    file: 'ShowPage.no-comments.json',
    actor: 'guest',
    body: 'jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=0',
    threads: thread({ comments: [] }),
  },
  { file: 'ShowComment.json', actor: 'guest', body: 'jtxf=JCommentsShowComment&jtxa[]=3' },
  {
    file: 'ShowComment.not-found.json',
    actor: 'guest',
    body: 'jtxf=JCommentsShowComment&jtxa[]=99',
  },
  {
    file: 'ShowForm.json',
    actor: 'guest',
    body: 'jtxf=JCommentsShowForm&jtxa[]=42&jtxa[]=com_content&jtxa[]=comments-form-link',
  },
  { file: 'AddComment.json', actor: 'guest', body: `${addBody}&parent=2` },
  {
    file: 'AddComment.moderated.json',
    actor: 'guest',
    body: `${addBody}&parent=2`,
    site: site({
      rights: { ...fixtureSite.rights, guest: { ...fixtureSite.rights.guest, moderated: true } },
    }),
  },
  {
    file: 'AddComment.list-view.json',
    actor: 'guest',
    body: addBody,
    threads: thread({ view: 'list', perPage: 0, order: 'ASC' }),
  },
  {
    file: 'AddComment.error-empty-name.json',
    actor: 'guest',
    body: addBody.replace('name=Dmitry', 'name='),
  },
  {
    file: 'AddComment.error-invalid-name.json',
    actor: 'guest',
    body: addBody.replace('name=Dmitry', 'name=Bob%5Bx%5D'),
  },
  {
    file: 'AddComment.error-captcha.json',
    actor: 'guest',
    body: addBody.replace('captcha_refid=k7q3m', 'captcha_refid=wrong'),
  },
  { file: 'AddComment.error-flood.json', actor: 'guest', body: addBody, before: [addBody] },
  { file: 'EditComment.json', actor: 'admin', body: 'jtxf=JCommentsEditComment&jtxa[]=3' },
  {
    file: 'EditComment.load-form.json',
    actor: 'admin',
    body: 'jtxf=JCommentsEditComment&jtxa[]=3&jtxa[]=1',
  },
  {
    file: 'EditComment.locked.json',
    actor: 'admin',
    body: 'jtxf=JCommentsEditComment&jtxa[]=3',
    threads: withComments((comment) =>
      comment.id === 3 ? { ...comment, checkedOutBy: 'registered' } : comment,
    ),
  },
  {
    file: 'SaveComment.json',
    actor: 'admin',
    body: saveBody("It's%20%22great%22%20%26%20useful.%0AThanks%2C%20Anna!%20(edited)"),
  },
  { file: 'SaveComment.error-empty.json', actor: 'admin', body: saveBody('') },
  { file: 'CancelComment.json', actor: 'admin', body: 'jtxf=JCommentsCancelComment&jtxa[]=3' },
  { file: 'QuoteComment.json', actor: 'guest', body: 'jtxf=JCommentsQuoteComment&jtxa[]=1' },
  {
    file: 'QuoteComment.nothing.json',
    actor: 'guest',
    body: 'jtxf=JCommentsQuoteComment&jtxa[]=5',
    threads: thread({
      comments: [...article.comments, { ...anna, id: 5, text: '[hide]For members only[/hide]' }],
    }),
  },
  { file: 'PublishComment.json', actor: 'admin', body: 'jtxf=JCommentsPublishComment&jtxa[]=2' },
  { file: 'DeleteComment.json', actor: 'admin', body: 'jtxf=JCommentsDeleteComment&jtxa[]=3' },
  {
    file: 'DeleteComment.last-comment.json',
    actor: 'admin',
    body: 'jtxf=JCommentsDeleteComment&jtxa[]=1',
    threads: thread({ comments: [anna] }),
  },
  {
    file: 'DeleteComment.no-rights.json',
    actor: 'registered',
    body: 'jtxf=JCommentsDeleteComment&jtxa[]=2',
  },
  {
    file: 'Jump2email.json',
    actor: 'guest',
    body: 'jtxf=JCommentsJump2email&jtxa[]=2&jtxa[]=3f14550399db1ebd54bcab582f7040ae',
  },
  { file: 'VoteComment.json', actor: 'guest', body: 'jtxf=JCommentsVoteComment&jtxa[]=1&jtxa[]=1' },
  {
    file: 'VoteComment.already-voted.json',
    actor: 'guest',
    body: 'jtxf=JCommentsVoteComment&jtxa[]=1&jtxa[]=1',
    before: ['jtxf=JCommentsVoteComment&jtxa[]=1&jtxa[]=1'],
  },
  {
    file: 'ShowReportForm.json',
    actor: 'registered',
    body: 'jtxf=JCommentsShowReportForm&jtxa[]=2&jtxa[]=comments-inline-report',
  },
  {
    file: 'ShowReportForm.reason-not-required.json',
    actor: 'registered',
    body: 'jtxf=JCommentsShowReportForm&jtxa[]=2&jtxa[]=comments-inline-report',
    site: site({ reportReasonRequired: false }),
  },
  {
    file: 'ReportComment.json',
    actor: 'registered',
    body: 'jtxf=JCommentsReportComment&reason=Spam%20link&commentid=2',
  },
  {
    file: 'ReportComment.error-no-reason.json',
    actor: 'registered',
    body: 'jtxf=JCommentsReportComment&reason=&commentid=2',
  },
  { file: 'BanIP.json', actor: 'admin', body: 'jtxf=JCommentsBanIP&jtxa[]=2' },
  {
    file: 'BanIP.error-already-banned.json',
    actor: 'admin',
    body: 'jtxf=JCommentsBanIP&jtxa[]=2',
    before: ['jtxf=JCommentsBanIP&jtxa[]=2'],
  },
  {
    file: 'Subscribe.json',
    actor: 'registered',
    body: 'jtxf=JCommentsSubscribe&jtxa[]=42&jtxa[]=com_content',
  },
  {
    file: 'Subscribe.error-already-subscribed.json',
    actor: 'registered',
    body: 'jtxf=JCommentsSubscribe&jtxa[]=42&jtxa[]=com_content',
    before: ['jtxf=JCommentsSubscribe&jtxa[]=42&jtxa[]=com_content'],
  },
  {
    file: 'Unsubscribe.json',
    actor: 'registered',
    body: 'jtxf=JCommentsUnsubscribe&jtxa[]=42&jtxa[]=com_content',
    before: ['jtxf=JCommentsSubscribe&jtxa[]=42&jtxa[]=com_content'],
  },
  { file: 'UnknownFunction.json', actor: 'guest', body: 'jtxf=JCommentsFoo' },
]

const url = 'http://example.org/index.php?option=com_jcomments&tmpl=component'

// AddComment.leading-garbage.txt is a PHP notice from a third-party plugin in
// front of AddComment.error-empty-name.json's body: no server of ours prints it.
describe('the emulation answers each fixture request byte for byte', () => {
  it.each(cases)('$file', ({ file, actor, body, before = [], site: profile, threads }) => {
    const server = createJCommentsServer({
      site: profile ?? fixtureSite,
      threads: threads ?? fixtureThreads,
      now: () => new Date('2012-03-02T09:00:00Z'),
      random: () => 0.48213,
      actor,
    })
    for (const earlier of before) server.respond({ url, body: earlier })
    expect(server.respond({ url, body })).toBe(fixture(file))
  })

  it('covers every JSON fixture', () => {
    const files = new Set(cases.map(({ file }) => file))
    const listed = fixture('README.md').match(/`[\w.-]+\.json`/g) ?? []
    expect(listed.map((name) => name.slice(1, -1)).filter((name) => !files.has(name))).toEqual([])
  })
})

import { md5 } from 'js-md5'
import { describe, expect, it } from 'vitest'
import { demoSite } from './demo-site.ts'
import { fixtureSite, fixtureThreads } from './fixture-seeds.ts'
import { createJCommentsServer } from './server.ts'
import { ask, blockOf, call, form } from './test-client.ts'
import type { SeedComment } from './types.ts'

describe('voting', () => {
  it('takes one vote per visitor and shows the new score', () => {
    const server = createJCommentsServer()
    expect(ask(server, call('VoteComment', 12, 1))).toEqual([
      { type: 'updateVote', id: 12, html: '<span class="vote-good">+3</span>\n' },
    ])
    expect(ask(server, call('VoteComment', 12, -1))).toEqual([
      { type: 'alert', message: 'You have already voted for this comment!' },
    ])
    server.actor = 'registered'
    expect(ask(server, call('VoteComment', 12, -1))).toEqual([
      { type: 'updateVote', id: 12, html: '<span class="vote-good">+2</span>\n' },
    ])
  })

  it('drops the vote buttons once voted, and never offers them on your own comment', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    expect(ask(server, call('VoteComment', 16, 1))).toEqual([
      { type: 'alert', message: 'You do not have enough rights to vote!' },
    ])
    ask(server, call('VoteComment', 13, -1))
    const tree = blockOf(ask(server, call('ShowPage', 42, 'com_content', 0)))
    expect(tree).not.toContain('jcomments.voteComment(16')
    expect(tree).not.toContain('jcomments.voteComment(13')
    expect(tree).toContain('<span id="comment-vote-holder-13">\n<span class="vote-poor">-2</span>')
    expect(tree).toContain('jcomments.voteComment(12, 1)')
  })
})

describe('reports', () => {
  it('needs a reason and takes one report per visitor and comment', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    const report = (reason: string) => ask(server, form('ReportComment', { reason, commentid: 13 }))
    expect(report('')).toEqual([
      {
        type: 'error',
        message: 'Please enter the reason for your report!',
        target: 'comments-report-form',
        field: '',
      },
    ])
    expect(report('Spam')).toEqual([{ type: 'closeReport', message: 'Report successfully sent!' }])
    expect(report('Spam again')).toEqual([
      {
        type: 'error',
        message: 'You can not report the same comment more than once!',
        target: 'comments-report-form',
        field: '',
      },
    ])
  })

  it('gives guests a report form with a name field', () => {
    const server = createJCommentsServer()
    const steps = ask(server, call('ShowReportForm', 13, 'comments-inline-report'))
    expect(steps).toMatchObject([{ type: 'assign', target: 'comments-inline-report' }])
    expect(steps[0]).toHaveProperty(
      'html',
      expect.stringContaining('id="comments-report-form-name"'),
    )
  })

  it('files the report at once when no reason is required', () => {
    const server = createJCommentsServer({ site: { ...demoSite, reportReasonRequired: false } })
    expect(ask(server, call('ShowReportForm', 13, 'comments-inline-report'))).toEqual([
      {
        type: 'assign',
        target: 'comments-inline-report',
        html: '<div id="comments-report-form"></div>',
      },
      { type: 'closeReport', message: 'Report successfully sent!' },
    ])
  })
})

describe('subscriptions', () => {
  const footerLink = (html: string) =>
    html.match(/<a id="comments-subscription"[^>]*>([^<]*)</)?.[1]

  it('toggles, and the footer link follows', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    const page = () => blockOf(ask(server, call('ShowPage', 42, 'com_content', 0)))
    expect(footerLink(page())).toBe('Subscribe')
    expect(ask(server, call('Subscribe', 42, 'com_content'))).toEqual([
      { type: 'updateSubscription', subscribed: true, label: 'Unsubscribe' },
    ])
    expect(footerLink(page())).toBe('Unsubscribe')
    expect(ask(server, call('Subscribe', 42, 'com_content'))).toEqual([
      { type: 'alert', message: 'Already subscribed!' },
    ])
    expect(ask(server, call('Unsubscribe', 42, 'com_content'))).toEqual([
      { type: 'updateSubscription', subscribed: false, label: 'Subscribe' },
    ])
    expect(footerLink(page())).toBe('Subscribe')
  })

  it('is not offered to guests, and ignores them', () => {
    const server = createJCommentsServer()
    expect(footerLink(blockOf(ask(server, call('ShowPage', 42, 'com_content', 0))))).toBeUndefined()
    expect(server.respond({ url: '/', body: call('Subscribe', 42, 'com_content') })).toBe('[  ]')
  })

  it('labels the link in Persian on a Persian page', () => {
    const server = createJCommentsServer({ actor: 'admin' })
    expect(ask(server, call('Subscribe', 21, 'com_content'), 'fa')).toEqual([
      { type: 'updateSubscription', subscribed: true, label: 'لغو اشتراک' },
    ])
  })
})

describe('quoting', () => {
  it('quotes the text without the quotes inside it', () => {
    const server = createJCommentsServer()
    expect(ask(server, call('QuoteComment', 16))).toEqual([
      { type: 'insertText', text: '[quote name="Sara"]Could you say why?[/quote]\n' },
    ])
    expect(ask(server, call('QuoteComment', 14))).toEqual([
      {
        type: 'insertText',
        text: '[quote name="Clara"]It\'s "great" & useful.\nThanks, Anna![/quote]\n',
      },
    ])
  })

  it('keeps hidden text from guests', () => {
    const server = createJCommentsServer()
    expect(ask(server, call('QuoteComment', 20))).toEqual([
      { type: 'insertText', text: '[quote name="Fatima"]For members:  8)[/quote]\n' },
    ])
  })

  it('has nothing to quote for guests from all-hidden text, and keeps it hidden for members', () => {
    const [thread] = fixtureThreads
    if (thread === undefined) throw new Error('no fixture thread')
    const hidden = {
      ...thread.comments[0],
      id: 5,
      text: '[hide]Members only[/hide]',
    } as SeedComment
    const server = createJCommentsServer({
      site: fixtureSite,
      threads: [{ ...thread, comments: [...thread.comments, hidden] }],
    })
    expect(ask(server, call('QuoteComment', 5))).toEqual([
      { type: 'alert', message: 'There is no text for quoting!' },
    ])
    server.actor = 'registered'
    expect(ask(server, call('QuoteComment', 5))).toEqual([
      { type: 'insertText', text: '[quote name="Anna"][hide]Members only[/hide][/quote]\n' },
    ])
  })
})

describe('masked e-mail addresses', () => {
  it('open only with the right hash', () => {
    const server = createJCommentsServer()
    const tree = blockOf(ask(server, call('ShowPage', 42, 'com_content', 0)))
    const hash = md5('boris@example.net')
    expect(tree).toContain(`jcomments.jump2email(13, '${hash}')`)
    expect(tree).not.toContain('boris@example.net')
    expect(ask(server, call('Jump2email', 13, hash))).toEqual([
      { type: 'navigate', href: 'mailto:boris@example.net' },
    ])
    expect(server.respond({ url: '/', body: call('Jump2email', 13, md5('x@example.net')) })).toBe(
      '[  ]',
    )
  })

  it('are plain mailto links for registered users', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    const tree = blockOf(ask(server, call('ShowPage', 42, 'com_content', 0)))
    expect(tree).toContain('<a href="mailto:boris@example.net">boris@example.net</a>')
  })
})

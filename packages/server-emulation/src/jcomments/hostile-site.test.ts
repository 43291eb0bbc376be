import { describe, expect, it } from 'vitest'
import { hostileCorpusSite } from './hostile-site.ts'
import { createJCommentsServer } from './server.ts'
import { ask, call, form } from './test-client.ts'

const server = () => createJCommentsServer({ sites: { en: hostileCorpusSite } })
const text = (steps: readonly unknown[]) => JSON.stringify(steps)

describe('the compromised site of the hostile corpus page', () => {
  it('prints a login form, shapes and a script around the comment form, and hostile icons in its init data', () => {
    const steps = ask(server(), call('ShowForm', 45, 'com_content'))
    const answer = text(steps)
    expect(answer).toContain('id=\\"login-form\\"')
    expect(answer).toContain('form-plugin-before')
    expect(answer).toContain('form-plugin-script')
    expect(answer).toContain('bbcode-icon-javascript')
    expect(answer).toContain('bbcode-icon-data')
  })

  it('puts shapes into the vote holder, the messages, the report form and the subscription label', () => {
    const site = server()
    expect(text(ask(site, call('VoteComment', 5001, 1)))).toContain('vote-holder')
    expect(text(ask(site, call('VoteComment', 5001, 1)))).toContain('message-voted')
    const report = text(ask(site, call('ShowReportForm', 5001, 'comments-report-form-5001')))
    expect(report).toContain('report-header')
    expect(report.indexOf('login-form')).toBeLessThan(report.indexOf('comments-report-form\\"'))
    const filed = form('ReportComment', { commentid: 5001, reason: 'r', name: 'N' })
    expect(text(ask(site, filed))).toContain('message-report-sent')
    expect(text(ask(site, call('Subscribe', 45, 'com_content')))).toContain('unsubscribe-label')
  })
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ErrorDetail } from '../events.ts'
import { initialState } from '../model/initial-state.ts'
import { createCommentsStore } from '../model/store.ts'
import { fakeEnvironment } from '../testing/fake-environment.ts'
import { createMessages } from './messages.ts'

function setUp() {
  const store = createCommentsStore(initialState(null))
  const fake = fakeEnvironment()
  const errors: ErrorDetail[] = []
  const messages = createMessages({
    store,
    environment: fake.environment,
    markup: { linksInNewWindow: false, headingLevel: 2, language: 'en' as const, warn: () => {} },
    formLoaded: () => false,
    document,
    reportError: (detail) => errors.push(detail),
  })
  return { message: () => store.getState().message, messages, errors, alerts: fake.alerts }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createMessages', () => {
  it('fades a message after 6 s and hides it a second later', () => {
    const { message, messages } = setUp()
    messages.show('info', '<b>Saved</b>', 'jc')
    expect(message()).toMatchObject({ text: 'Saved', refresh: false })
    vi.advanceTimersByTime(6000)
    expect(message()?.fading).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(message()).toBeNull()
  })

  it('keeps a message that offers the refresh, until the call it doubts is answered', () => {
    const { message, messages, errors } = setUp()
    messages.showError('It may have been recorded <b>here</b>.', 'jc', 'vote:5', true)
    expect(message()).toMatchObject({
      text: 'It may have been recorded <b>here</b>.',
      refresh: true,
      stays: true,
    })
    expect(errors).toEqual([
      { message: 'It may have been recorded <b>here</b>.', target: 'jc', field: '' },
    ])
    vi.advanceTimersByTime(60_000)
    expect(message()?.fading).toBe(false)
    messages.answered('vote:6')
    expect(message()).not.toBeNull()
    messages.answered('vote:5')
    expect(message()).toBeNull()
  })

  it('keeps a failure that offers no refresh until the visitor dismisses it', () => {
    const { message, messages } = setUp()
    messages.showError('Reload the page.', 'jc', 'vote:5', false)
    expect(message()).toMatchObject({ refresh: false, stays: true })
    vi.advanceTimersByTime(60_000)
    expect(message()?.fading).toBe(false)
    messages.dismiss()
    expect(message()).toBeNull()
  })

  it('lets a server message replace a failure’s, and fade as its own', () => {
    const { message, messages } = setUp()
    messages.showError('Reload the page.', 'jc', 'vote:5', false)
    messages.show('info', 'Thank you', 'jc')
    expect(message()).toMatchObject({ text: 'Thank you', stays: false })
    messages.answered('vote:5')
    expect(message()?.text).toBe('Thank you')
    vi.advanceTimersByTime(7000)
    expect(message()).toBeNull()
  })

  it('shows a message for an element not on the page in a dialog', () => {
    const { message, messages, alerts } = setUp()
    messages.showError('Not here.', 'comment-item-9', 'vote:9', true)
    expect(alerts).toEqual(['Not here.'])
    expect(message()).toBeNull()
  })
})

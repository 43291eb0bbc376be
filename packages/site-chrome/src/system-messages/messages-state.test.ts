// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isShown, isUrgent, type MessagesState, messagesTransition } from './messages-state.ts'

const empty: MessagesState = { count: 0, announcement: null }

describe('messagesTransition', () => {
  it('shows the box once it holds a message', () => {
    const state = messagesTransition(empty, { type: 'counted', count: 1 })
    expect(state.count).toBe(1)
    expect(isShown(state)).toBe(true)
  })

  it('hides the box once its last message is gone', () => {
    expect(isShown(messagesTransition({ ...empty, count: 2 }, { type: 'counted', count: 0 }))).toBe(
      false,
    )
  })

  it('changes nothing when the count is the same', () => {
    const state = { ...empty, count: 2 }
    expect(messagesTransition(state, { type: 'counted', count: 2 })).toBe(state)
  })

  it('keeps the count when a message arrives, and queues it to be read out', () => {
    const state = messagesTransition(
      { ...empty, count: 1 },
      { type: 'arrived', messages: [{ kind: 'error', text: 'Error: the comment is empty' }] },
    )
    expect(state).toEqual({
      count: 1,
      announcement: { sequence: 1, polite: [], urgent: ['Error: the comment is empty'] },
    })
  })

  it('reads out all the messages that arrive together, each in its region', () => {
    const state = messagesTransition(empty, {
      type: 'arrived',
      messages: [
        { kind: 'success', text: 'Saved' },
        { kind: 'warning', text: 'Cookies are off' },
        { kind: 'info', text: 'Check your mail' },
      ],
    })
    expect(state.announcement).toEqual({
      sequence: 1,
      polite: ['Saved', 'Check your mail'],
      urgent: ['Cookies are off'],
    })
  })

  it('reads the same words out again when they arrive again', () => {
    const saved = { type: 'arrived', messages: [{ kind: 'info', text: 'Saved' }] } as const
    const twice = messagesTransition(messagesTransition(empty, saved), saved)
    expect(twice.announcement?.sequence).toBe(2)
  })

  it('changes nothing when a change to the box brought no message', () => {
    expect(messagesTransition(empty, { type: 'arrived', messages: [] })).toBe(empty)
  })
})

describe('isUrgent', () => {
  it.each([
    ['error', true],
    ['warning', true],
    ['notice', false],
    ['message', false],
    ['info', false],
    ['success', false],
  ] as const)('%s is urgent: %s', (kind, urgent) => {
    expect(isUrgent(kind)).toBe(urgent)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportScriptErrors } from './report-script-errors.ts'

let stop = () => {}
afterEach(() => stop())

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true })
  Object.defineProperty(event, 'reason', { value: reason })
  return event
}

describe('reportScriptErrors', () => {
  it('logs an uncaught error to the console and keeps the browser from reporting it again', () => {
    const log = { error: vi.fn() }
    stop = reportScriptErrors(window, log)
    const error = new Error('boom')
    const event = new ErrorEvent('error', { error, message: 'boom', cancelable: true })
    window.dispatchEvent(event)
    expect(log.error).toHaveBeenCalledWith('Script error caught:', error)
    expect(event.defaultPrevented).toBe(true)
  })

  it('logs the message of an error that arrives without its object', () => {
    const log = { error: vi.fn() }
    stop = reportScriptErrors(window, log)
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', cancelable: true }))
    expect(log.error).toHaveBeenCalledWith('Script error caught:', 'Script error.')
  })

  it('logs an unhandled rejection', () => {
    const log = { error: vi.fn() }
    stop = reportScriptErrors(window, log)
    const event = rejection('offline')
    window.dispatchEvent(event)
    expect(log.error).toHaveBeenCalledWith('Script error caught:', 'offline')
    expect(event.defaultPrevented).toBe(true)
  })

  it('logs what a promise was rejected with as it is, so that an object can be looked into', () => {
    const log = { error: vi.fn() }
    stop = reportScriptErrors(window, log)
    const reason = { status: 503, url: '/api' }
    window.dispatchEvent(rejection(reason))
    expect(log.error).toHaveBeenCalledWith('Script error caught:', reason)
  })

  it('stops listening when stopped', () => {
    const log = { error: vi.fn() }
    reportScriptErrors(window, log)()
    window.dispatchEvent(rejection('late'))
    expect(log.error).not.toHaveBeenCalled()
  })
})

import { vi } from 'vitest'
import type { CommentsEnvironment } from '../environment.ts'
import { focusedElement } from '../focused-element.ts'
import type { CookieJar } from '../form/cookie-jar.ts'
import type { Draft, DraftStore } from '../form/drafts.ts'
import { lazySettler, type Settler } from '../lazy-settler.ts'

/** A stand-in for the browser's effects: records what the widget asked for. */
export function fakeEnvironment(
  options: {
    fragment?: string
    confirm?: boolean
    prompt?: string | null
    cookies?: Record<string, string>
    drafts?: Record<string, Draft>
    /** A pointer is held down on the block until the test calls `release`. */
    pressing?: boolean
    /** Ends the test's widget: its timers still to fire are cleared, and no new one starts. */
    signal?: AbortSignal
  } = {},
) {
  const cookieValues: Record<string, { value: string; days: number }> = Object.fromEntries(
    Object.entries(options.cookies ?? {}).map(([name, value]) => [name, { value, days: 14 }]),
  )
  const cookies: CookieJar = {
    read: (name) => cookieValues[name]?.value ?? null,
    write: (name, value, days) => {
      cookieValues[name] = { value, days }
    },
  }
  const draftValues: Record<string, Draft> = { ...options.drafts }
  const drafts: DraftStore = {
    read: (key) => draftValues[key] ?? null,
    write: (key, draft) => {
      draftValues[key] = draft
    },
    remove: (key) => {
      delete draftValues[key]
    },
  }
  const alerts: string[] = []
  const warnings: string[] = []
  const scrolled: string[] = []
  const focused: string[] = []
  const navigated: string[] = []
  const opened: string[] = []
  const confirmations: string[] = []
  const prompts: string[] = []
  // The visitor's first touch of the block comes when a test says so.
  let touch = () => {}
  const touched = new Promise<void>((resolve) => {
    touch = resolve
  })
  let release = () => {}
  const pressed = options.pressing
    ? new Promise<void>((resolve) => {
        release = resolve
      })
    : Promise.resolve()
  // Timers still to fire, so a test can have their time pass at once (`hurry`).
  const waiting = new Map<number, () => void>()
  const hurry = () => {
    for (const [handle, callback] of [...waiting]) {
      waiting.delete(handle)
      window.clearTimeout(handle)
      callback()
    }
  }
  // The widget's own rule for focus moves the visitor overtook runs as in the
  // browser, in front of a settler that records what it was asked for.
  const recorder: Settler = {
    scrollTo: (id) => scrolled.push(id),
    focus: (id, control) => focused.push(control ? `${id} ${control}` : id),
    focusAtStart: (id) => focused.push(`${id} at its start`),
  }
  const visitorsFocus = () => focusedElement(document)
  const settler = lazySettler(() => Promise.resolve(recorder), recorder, vi.fn(), visitorsFocus)
  // A timer left from an ended test would fire into the next one, or after the file's page is gone.
  options.signal?.addEventListener('abort', () => {
    for (const handle of waiting.keys()) window.clearTimeout(handle)
    waiting.clear()
  })
  const environment: CommentsEnvironment = {
    timers: {
      setTimeout: (callback, ms) => {
        if (options.signal?.aborted) return 0
        const handle = window.setTimeout(() => {
          waiting.delete(handle)
          callback()
        }, ms)
        waiting.set(handle, callback)
        return handle
      },
      clearTimeout: (handle) => {
        waiting.delete(handle)
        window.clearTimeout(handle)
      },
      now: () => Date.now(),
    },
    dialogs: {
      alert: (message) => alerts.push(message),
      confirm: (message) => {
        confirmations.push(message)
        return options.confirm ?? true
      },
      prompt: (message) => {
        prompts.push(message)
        return options.prompt ?? null
      },
    },
    log: { warn: vi.fn((message: string) => warnings.push(message)) },
    scrollTo: settler.scrollTo,
    focused: visitorsFocus,
    focus: settler.focus,
    focusAtStart: settler.focusAtStart,
    navigate: (href) => navigated.push(href),
    openWindow: (url) => opened.push(url),
    fragment: () => options.fragment ?? '',
    firstTouch: () => touched,
    pressEnded: () => pressed,
    renderAhead: () => {},
    cookies,
    drafts,
    random: () => 0.42,
  }
  return {
    environment,
    hurry,
    touch,
    release,
    alerts,
    warnings,
    scrolled,
    focused,
    navigated,
    opened,
    confirmations,
    prompts,
    cookieValues,
    draftValues,
  }
}

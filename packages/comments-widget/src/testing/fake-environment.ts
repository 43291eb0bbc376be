import { vi } from 'vitest'
import type { CommentsEnvironment } from '../environment.ts'

/** A stand-in for the browser's effects: records what the widget asked for. */
export function fakeEnvironment(
  options: { fragment?: string; confirm?: boolean; prompt?: string | null } = {},
) {
  const alerts: string[] = []
  const warnings: string[] = []
  const scrolled: string[] = []
  const navigated: string[] = []
  const opened: string[] = []
  const confirmations: string[] = []
  const prompts: string[] = []
  const environment: CommentsEnvironment = {
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle),
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
    scrollTo: (id) => scrolled.push(id),
    navigate: (href) => navigated.push(href),
    openWindow: (url) => opened.push(url),
    fragment: () => options.fragment ?? '',
  }
  return { environment, alerts, warnings, scrolled, navigated, opened, confirmations, prompts }
}

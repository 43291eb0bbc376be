import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, expect } from 'vitest'
import { JcComments } from '../element/jc-comments.tsx'
import type { Draft } from '../form/drafts.ts'
import type { emulatedServer } from './emulated-server.ts'
import { fakeEnvironment } from './fake-environment.ts'

export interface Mount {
  readonly object?: number
  /** The element's `lang`; the emulated server prints its block in Persian or else English. */
  readonly lang?: string
  readonly attributes?: string
  readonly markup?: string
  readonly fragment?: string
  readonly confirm?: boolean
  readonly prompt?: string | null
  readonly cookies?: Record<string, string>
  readonly drafts?: Record<string, Draft>
  readonly pressing?: boolean
}

/** Renders `<jc-comments>` as a template writes it, with the emulated server's block inside unless told otherwise. */
export function mountWith(emulation: ReturnType<typeof emulatedServer>) {
  // Each test's widget goes with it: its timers and listeners stop, so it sends
  // nothing more while the next test runs; so do the test's own listeners.
  let listening = new AbortController()
  afterEach(() => {
    cleanup()
    listening.abort()
    listening = new AbortController()
  })
  return function mount({
    object = 42,
    lang = 'en',
    attributes = '',
    markup,
    fragment,
    confirm,
    prompt,
    cookies,
    drafts,
    pressing,
  }: Mount = {}) {
    const host = document.createElement('jc-comments')
    const block =
      markup ?? emulation.server.renderPageBlock(object, 'com_content', lang === 'fa' ? 'fa' : 'en')
    document.body.replaceChildren(host)
    host.outerHTML = `<jc-comments object-id="${object}" object-group="com_content" request-uri="/component/jcomments/?tmpl=component&amp;lang=${lang}" lang="${lang}" ${attributes}>${block}</jc-comments>`
    const element = document.querySelector('jc-comments') as HTMLElement
    const fake = fakeEnvironment({
      ...(fragment ? { fragment } : {}),
      ...(confirm !== undefined ? { confirm } : {}),
      ...(prompt !== undefined ? { prompt } : {}),
      ...(cookies ? { cookies } : {}),
      ...(drafts ? { drafts } : {}),
      ...(pressing ? { pressing } : {}),
      signal: listening.signal,
    })
    const events: { type: string; detail: unknown }[] = []
    for (const type of [
      'jc-ready',
      'jc-loaded',
      'jc-voted',
      'jc-reported',
      'jc-subscription-change',
      'jc-published',
      'jc-deleted',
      'jc-banned',
      'jc-posted',
      'jc-saved',
      'jc-error',
    ]) {
      document.addEventListener(
        type,
        (event) => events.push({ type, detail: (event as CustomEvent).detail }),
        { signal: listening.signal },
      )
    }
    render(<JcComments container={element} environment={fake.environment} />, {
      container: element,
    })
    return { element, events, ...fake }
  }
}

/** Waits until no call is in flight. */
export const settled = () =>
  waitFor(() => expect(document.querySelector('[aria-busy=true]')).toBeNull())

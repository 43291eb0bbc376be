import {
  createJCommentsServer,
  createListingServer,
  demoSites,
  hostileCorpusSite,
  jcommentsHandlers,
  listingHandlers,
} from '@jc/server-emulation'
import { setupWorker } from 'msw/browser'
import { loadQaSettings, type QaSettings, saveQaSettings } from './qa-settings.ts'
import { allowOnlyScriptUrl } from './trusted-types.ts'

const workerUrl = '/mockServiceWorker.js'

/** The running emulation, as the QA panel drives it. */
export interface DemoMocks {
  readonly settings: QaSettings
  readonly captchaCode: string
  update(settings: QaSettings): void
  /** Back to the seeded comments, votes, reports and subscriptions. */
  resetData(): void
}

/**
 * Starts msw in the page with the emulated JComments and listing servers.
 * Every request the widgets make from here on is answered by the emulation,
 * under the QA panel's actor and fault switches.
 */
export async function startMocks(): Promise<DemoMocks> {
  let settings = loadQaSettings(sessionStorage)
  // The hostile corpus page asks for the compromised site in English (its
  // printed block, built beforehand, is the plain one): every answer there
  // carries hostile shapes around the forms, in messages and in the vote holder.
  const hostile = document.querySelector('meta[name="demo-comments-site"]')
  const sites =
    hostile?.getAttribute('content') === 'hostile-corpus'
      ? { ...demoSites, en: hostileCorpusSite }
      : demoSites
  const comments = createJCommentsServer({ sites })
  const listing = createListingServer()
  comments.actor = settings.actor
  allowOnlyScriptUrl(window, workerUrl)
  const worker = setupWorker(
    ...jcommentsHandlers(comments, { faults: () => settings.comments }),
    ...listingHandlers(listing, { faults: () => settings.listing }),
  )
  await worker.start({
    serviceWorker: { url: workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return {
    get settings() {
      return settings
    },
    captchaCode: comments.captchaCode,
    update(next) {
      settings = next
      comments.actor = next.actor
      saveQaSettings(sessionStorage, next)
    },
    resetData() {
      comments.reset()
    },
  }
}

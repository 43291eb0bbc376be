import {
  browserMotionPreference,
  browserTimers,
  type MotionPreference,
  pageWindow,
  type Timers,
} from '@jc/widget-kit'
import { startAnalytics } from './analytics/analytics.ts'
import { publishAnimationSpeeds } from './animation-speeds.ts'
import { startCaptions } from './captions/captions.ts'
import { startLazyImages } from './lazy-images/lazy-images.ts'
import { startMenus } from './menu/menu.ts'
import { startResponsiveMode } from './responsive/responsive.ts'
import { startRssIcons } from './rss/rss-icon.ts'
import { caughtErrorPrefix, reportScriptErrors } from './script-errors/report-script-errors.ts'
import { startSystemMessages } from './system-messages/system-messages.ts'

export interface SiteChromeOptions {
  readonly timers?: Timers
  readonly motion?: MotionPreference
  readonly log?: Pick<Console, 'error'>
}

/**
 * Starts every site-chrome enhancer on a server-rendered page: the script
 * error reporter first, then animation speeds, responsive mode, menu, RSS
 * icon, system messages, captions, lazy images and analytics. One that
 * throws is logged and the others still start. Returns a function that
 * stops them all.
 */
export function startSiteChrome(document: Document, options: SiteChromeOptions = {}): () => void {
  // The page's own window and root, whatever an element in the page is named.
  const view = pageWindow(document)
  const log = options.log ?? console
  const timers = options.timers ?? browserTimers
  const motion = options.motion ?? (view ? browserMotionPreference(view) : undefined)
  // Each enhancer reads what it needs of these.
  const shared = { timers, motion }
  const stops: (() => void)[] = view ? [reportScriptErrors(view, log)] : []
  const starts: (() => () => void)[] = [
    () => (motion ? publishAnimationSpeeds(document, motion) : () => {}),
    () => startResponsiveMode(document, shared),
    () => startMenus(document),
    () => startRssIcons(document),
    () => startSystemMessages(document, shared),
    () => startCaptions(document),
    () => startLazyImages(document, shared),
    () => startAnalytics(document, log),
  ]
  for (const start of starts) {
    try {
      stops.push(start())
    } catch (error) {
      log.error(caughtErrorPrefix, error)
    }
  }
  return () => {
    for (const stop of stops.reverse()) stop()
  }
}

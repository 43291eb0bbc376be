/**
 * @jc/widget-kit: what `<jc-comments>`, `<listing-tabs>` and the site chrome
 * share, so that each exists once: the sanitizing boundary for server HTML,
 * element registration, typed events, the page's language, and the seams
 * (timers, dialogs, motion preference, element width) that tests replace.
 */

export { browserDialogs, type Dialogs } from './alert.ts'
export { allowedUrl, isAllowedUrl } from './allowed-url.ts'
export { warnAttribute } from './attribute-warning.ts'
export {
  type ControlLook,
  type ControlPlace,
  controlAt,
  controlText,
  placeOf,
} from './control-place.ts'
export {
  type AttributeType,
  defineElement,
  type ElementDefinition,
  type ElementProps,
} from './define-element.ts'
export { persianDigits, readMilliseconds, readNumber } from './digits.ts'
export { elementLanguage, speaksLanguage, warnLanguage } from './element-language.ts'
export { browserElementWidth, type ElementWidth } from './element-width.ts'
export { firstTouch, noteEarlyTouch } from './first-touch.ts'
export { initialMarkup } from './initial-markup.ts'
export { landDragAtOnce } from './keen-drag.ts'
export { followWidth } from './keen-width.ts'
export { type Direction, type Language, type LanguageContext, languageOf } from './language.ts'
export {
  type AnimationSpeed,
  animationSpeeds,
  browserMotionPreference,
  duration,
  type MotionPreference,
} from './motion.ts'
export type { InlineHandlerReader } from './neutralize-handlers.ts'
export {
  documentProperty,
  elementById,
  pageSetting,
  pageWindow,
  queryPage,
  setDocumentProperty,
} from './page-document.ts'
export {
  type SafeFragment,
  type SanitizeOptions,
  sanitizerEngine,
  sanitizerReady,
  sanitizeToFragment,
} from './sanitize-html.ts'
export {
  copyOf,
  nodesToPlace,
  placedNodes,
  SanitizedNodes,
  type SanitizedNodesProps,
} from './sanitized-nodes.tsx'
export { addLinkTypes } from './sanitizer/finish.ts'
export { browserTimers, type Timers } from './timers.ts'
export {
  announceRequestEnd,
  emit,
  type RequestEndDetail,
  requestEndEvent,
} from './widget-event.ts'
export { afterNextPaint, yieldToBrowser } from './yield-to-browser.ts'

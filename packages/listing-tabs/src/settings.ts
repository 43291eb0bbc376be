import { resolveAgainstPage } from '@jc/protocol'
import { readMilliseconds, readNumber, warnAttribute } from '@jc/widget-kit'
import type { BlockMarkup, ListingSettings } from './block-markup.ts'

/** The module's entrance effects; each has a keyframes rule `ltabs-<effect>` in the stylesheet. */
export const listingEffects = [
  'none',
  'slideLeft',
  'slideRight',
  'zoomOut',
  'zoomIn',
  'flip',
  'flipInX',
  'flipInY',
  'starwars',
  'bounceIn',
  'fadeIn',
  'pageTop',
] as const

export type ListingEffect = (typeof listingEffects)[number]

export function isListingEffect(value: string): value is ListingEffect {
  return (listingEffects as readonly string[]).includes(value)
}

/** The element's attributes that stand in for the tabs container's data attributes, as written. */
export interface SettingAttributes {
  readonly ajaxUrl?: string | undefined
  readonly effect?: string | undefined
  readonly delay?: string | undefined
  readonly duration?: string | undefined
  readonly moduleId?: string | undefined
}

/** A value undefined is named as missing. */
type Warn = (attribute: string, value: string | undefined, expected: string) => void

const moduleIdExpected = 'the module’s id, a positive whole number such as "101"'

/** Milliseconds as written, in Latin or Persian digits; undefined when absent or wrong. */
function time(text: string | undefined, attribute: string, warn: Warn): number | undefined {
  if (text === undefined) return undefined
  const value = readMilliseconds(text)
  if (value === undefined) warn(attribute, text, 'a number of milliseconds, 0 or more')
  return value
}

/** The module id as the server reads it (digits only); undefined when absent or wrong. */
function moduleIdOf(text: string | undefined, warn: Warn): string | undefined {
  if (text === undefined) return undefined
  const value = readNumber(text.trim())
  if (text.trim() !== '' && Number.isInteger(value) && value > 0) return String(value)
  warn('module-id', text, moduleIdExpected)
  return undefined
}

/**
 * A web address, absolute or relative to the page, as the listing's call
 * resolves it (`resolveAgainstPage`); undefined when absent, empty or wrong.
 */
function ajaxUrlOf(text: string | undefined, pageUrl: string, warn: Warn): string | undefined {
  if (!text) return undefined
  try {
    resolveAgainstPage(text, pageUrl)
    return text
  } catch {
    warn('ajax-url', text, 'a web address, absolute or relative to the page')
    return undefined
  }
}

/**
 * The settings in force: each attribute the element carries wins over the
 * server's data attribute. A wrong value is named in the console and the
 * server's (or the module's default: 300 ms, 600 ms) is kept; a wrong effect
 * falls back to none, as the module does.
 */
export function resolveSettings(
  server: BlockMarkup['settings'],
  attributes: SettingAttributes,
  pageUrl: string,
  log: Pick<Console, 'warn'>,
): ListingSettings & { readonly effect: ListingEffect } {
  const warn: Warn = (attribute, value, expected) =>
    warnAttribute('listing-tabs', attribute, value, expected, log)
  // The container's data-effect reads "" where the block has none: then no effect was asked for.
  const effect = attributes.effect ?? (server.effect || undefined)
  if (effect !== undefined && !isListingEffect(effect)) {
    // The container's data-effect is named as such: the element carries no effect attribute then.
    warn(
      attributes.effect === undefined ? 'data-effect' : 'effect',
      effect,
      `one of ${listingEffects.join(', ')}`,
    )
  }
  // The container's data attribute is read, and named when wrong, only where the element's gives way.
  const timing = (name: 'delay' | 'duration', fallback: number) =>
    time(attributes[name], name, warn) ??
    time(server[name] || undefined, `data-${name}`, warn) ??
    fallback
  const ajaxUrl = ajaxUrlOf(attributes.ajaxUrl, pageUrl, warn) ?? server.ajaxUrl
  const moduleId = moduleIdOf(attributes.moduleId, warn) ?? server.moduleId
  // Without one the server cannot tell which module is asked, and every call fails.
  if (moduleId === '' && attributes.moduleId === undefined) {
    warn('module-id', undefined, moduleIdExpected)
  }
  return {
    ajaxUrl,
    moduleId,
    effect: effect !== undefined && isListingEffect(effect) ? effect : 'none',
    delay: timing('delay', 300),
    duration: timing('duration', 600),
  }
}

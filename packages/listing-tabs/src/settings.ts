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

/** The value `read` makes of the text; undefined when absent, and named when wrong. */
function readAs<T>(
  text: string | undefined,
  attribute: string,
  read: (text: string) => T | undefined,
  expected: string,
  warn: Warn,
): T | undefined {
  if (text === undefined) return undefined
  const value = read(text)
  if (value === undefined) warn(attribute, text, expected)
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
 * server's data attribute. A wrong value is named in the console and gives
 * way to the server's, then to the module's default (none, 300 ms, 600 ms).
 */
export function resolveSettings(
  server: BlockMarkup['settings'],
  attributes: SettingAttributes,
  pageUrl: string,
  log: Pick<Console, 'warn'>,
): ListingSettings & { readonly effect: ListingEffect } {
  const warn: Warn = (attribute, value, expected) =>
    warnAttribute('listing-tabs', attribute, value, expected, log)
  // The container's data attribute is read, and named when wrong, only where the element's gives
  // way. It reads "" where the block has none: then the module's default applies.
  const setting = <T>(
    name: 'effect' | 'delay' | 'duration',
    read: (text: string) => T | undefined,
    expected: string,
    fallback: T,
  ) =>
    readAs(attributes[name], name, read, expected, warn) ??
    readAs(server[name] || undefined, `data-${name}`, read, expected, warn) ??
    fallback
  const milliseconds = 'a number of milliseconds, 0 or more'
  const ajaxUrl = ajaxUrlOf(attributes.ajaxUrl, pageUrl, warn) ?? server.ajaxUrl
  const moduleId = moduleIdOf(attributes.moduleId, warn) ?? server.moduleId
  // Without one the server cannot tell which module is asked, and every call fails.
  if (moduleId === '' && attributes.moduleId === undefined) {
    warn('module-id', undefined, moduleIdExpected)
  }
  return {
    ajaxUrl,
    moduleId,
    effect: setting(
      'effect',
      (text) => (isListingEffect(text) ? text : undefined),
      `one of ${listingEffects.join(', ')}`,
      'none',
    ),
    delay: setting('delay', readMilliseconds, milliseconds, 300),
    duration: setting('duration', readMilliseconds, milliseconds, 600),
  }
}

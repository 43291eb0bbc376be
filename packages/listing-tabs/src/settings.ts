import { warnAttribute } from '@jc/widget-kit'
import type { ListingSettings } from './block-markup.ts'

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

/** The element's attributes that stand in for the tabs container's data attributes. */
export interface SettingAttributes {
  readonly ajaxUrl?: string | undefined
  readonly effect?: string | undefined
  readonly delay?: number | undefined
  readonly duration?: number | undefined
  readonly moduleId?: string | undefined
}

const validTime = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= 0

/**
 * The settings in force: each attribute the element carries wins over the
 * server's data attribute. A wrong value is named in the console and the
 * server's (or the module's default) is kept.
 */
export function resolveSettings(
  server: ListingSettings,
  attributes: SettingAttributes,
  log: Pick<Console, 'warn'>,
): ListingSettings & { readonly effect: ListingEffect } {
  const effect = attributes.effect ?? server.effect
  if (effect && !isListingEffect(effect)) {
    warnAttribute('listing-tabs', 'effect', effect, `one of ${listingEffects.join(', ')}`, log)
  }
  for (const name of ['delay', 'duration'] as const) {
    const value = attributes[name]
    if (value !== undefined && !validTime(value)) {
      warnAttribute('listing-tabs', name, String(value), 'a number of milliseconds', log)
    }
  }
  return {
    ajaxUrl: attributes.ajaxUrl || server.ajaxUrl,
    moduleId: attributes.moduleId || server.moduleId,
    effect: effect && isListingEffect(effect) ? effect : 'none',
    delay: validTime(attributes.delay) ? attributes.delay : server.delay,
    duration: validTime(attributes.duration) ? attributes.duration : server.duration,
  }
}

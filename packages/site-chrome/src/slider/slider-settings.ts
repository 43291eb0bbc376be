/** Which way the automatic advance goes. */
export type AutoDirection = 'next' | 'prev'

export interface SliderSettings {
  /** Only the horizontal slide is built; other bxSlider modes fall back to it. */
  readonly mode: 'horizontal'
  readonly direction: AutoDirection
  /** The slide animation, in ms. */
  readonly speed: number
  /** How long a slide stays before the next comes, in ms. */
  readonly pause: number
  readonly auto: boolean
  readonly repeat: boolean
  readonly hoverPause: boolean
}

/** The template's defaults (spec §9). */
export const sliderDefaults: SliderSettings = {
  mode: 'horizontal',
  direction: 'next',
  speed: 600,
  pause: 2500,
  auto: true,
  repeat: true,
  hoverPause: true,
}

/** Settings as written in markup, before they are checked. */
export interface SliderSettingsInput {
  readonly mode?: string | undefined
  readonly direction?: string | undefined
  readonly speed?: number | undefined
  readonly pause?: number | undefined
  readonly auto?: boolean | undefined
  readonly repeat?: boolean | undefined
  readonly hoverPause?: boolean | undefined
}

function flag(text: string | null): boolean | undefined {
  if (text === null) return undefined
  if (/^(true|1|yes|on|)$/i.test(text.trim())) return true
  if (/^(false|0|no|off)$/i.test(text.trim())) return false
  return undefined
}

function count(text: string | null): number | undefined {
  return text === null || text.trim() === '' ? undefined : Number(text)
}

/** The legacy bxSlider wrapper's `data-*` settings. */
export function legacySliderSettings(wrapper: Element | null): SliderSettingsInput {
  const data = (name: string) => wrapper?.getAttribute(`data-${name}`) ?? null
  return {
    mode: data('mode') ?? undefined,
    direction: data('direction') ?? undefined,
    speed: count(data('speed')),
    pause: count(data('pause')),
    auto: flag(data('auto')),
    repeat: flag(data('repeat')),
    hoverPause: flag(data('hover-pause')),
  }
}

export type SettingWarning = (attribute: string, value: string, expected: string) => void

function duration(value: number | undefined, fallback: number, name: string, warn: SettingWarning) {
  if (value === undefined) return fallback
  if (Number.isFinite(value) && value >= 0) return value
  warn(name, String(value), 'a number of milliseconds, 0 or more')
  return fallback
}

/**
 * The slider's settings: the element's own attributes win over the legacy
 * wrapper's `data-*`, which win over the defaults. A value that cannot be
 * used is named through `warn` and replaced by the next source's.
 */
export function sliderSettings(
  own: SliderSettingsInput,
  legacy: SliderSettingsInput,
  warn: SettingWarning,
): SliderSettings {
  const mode = own.mode ?? legacy.mode
  if (mode !== undefined && mode !== 'horizontal') warn('mode', mode, '"horizontal"')
  const direction = own.direction ?? legacy.direction
  const checkedDirection =
    direction === 'next' || direction === 'prev' ? direction : sliderDefaults.direction
  if (direction !== undefined && direction !== checkedDirection) {
    warn('direction', direction, '"next" or "prev"')
  }
  return {
    mode: 'horizontal',
    direction: checkedDirection,
    speed: duration(own.speed ?? legacy.speed, sliderDefaults.speed, 'speed', warn),
    pause: duration(own.pause ?? legacy.pause, sliderDefaults.pause, 'pause', warn),
    auto: own.auto ?? legacy.auto ?? sliderDefaults.auto,
    repeat: own.repeat ?? legacy.repeat ?? sliderDefaults.repeat,
    hoverPause: own.hoverPause ?? legacy.hoverPause ?? sliderDefaults.hoverPause,
  }
}

import { readMilliseconds } from '@jc/widget-kit'

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

type SettingName = keyof SliderSettings

/**
 * Settings as an author wrote them, the text of each attribute: checked only
 * when they are combined, so that a wrong one is named as it was written.
 */
export type SliderSettingsInput = { readonly [name in SettingName]?: string | undefined }

/** The attribute each setting is written in, on the element and as the wrapper's `data-*`. */
const attributeNames: Readonly<Record<SettingName, string>> = {
  mode: 'mode',
  direction: 'direction',
  speed: 'speed',
  pause: 'pause',
  auto: 'auto',
  repeat: 'repeat',
  hoverPause: 'hover-pause',
}

/** The legacy bxSlider wrapper's `data-*` settings. */
export function legacySliderSettings(wrapper: Element | null): SliderSettingsInput {
  return Object.fromEntries(
    Object.entries(attributeNames).flatMap(([setting, attribute]) => {
      const text = wrapper?.getAttribute(`data-${attribute}`)
      return text === null || text === undefined ? [] : [[setting, text]]
    }),
  )
}

/** How a setting's text is read, and what it should hold when it cannot be. */
interface Reader<Value> {
  read(text: string): Value | undefined
  readonly expected: string
}

function flag(text: string): boolean | undefined {
  // Present without a value, as HTML's boolean attributes are written, turns it on.
  if (/^\s*(true|1|yes|on|)\s*$/i.test(text)) return true
  if (/^\s*(false|0|no|off)\s*$/i.test(text)) return false
  return undefined
}

const readers: { readonly [name in SettingName]: Reader<SliderSettings[name]> } = {
  mode: { read: (text) => (text === 'horizontal' ? text : undefined), expected: '"horizontal"' },
  direction: {
    read: (text) => (text === 'next' || text === 'prev' ? text : undefined),
    expected: '"next" or "prev"',
  },
  speed: { read: readMilliseconds, expected: 'a number of milliseconds, 0 or more' },
  pause: { read: readMilliseconds, expected: 'a number of milliseconds, 0 or more' },
  auto: { read: flag, expected: '"true" or "false"' },
  repeat: { read: flag, expected: '"true" or "false"' },
  hoverPause: { read: flag, expected: '"true" or "false"' },
}

export type SettingWarning = (attribute: string, value: string, expected: string) => void

/**
 * The slider's settings: the element's own attributes win over the legacy
 * wrapper's `data-*`, which win over the defaults. A value that cannot be
 * used is named through `warn`, as it was written, and the next source's is
 * used instead.
 */
export function sliderSettings(
  own: SliderSettingsInput,
  legacy: SliderSettingsInput,
  warn: SettingWarning,
): SliderSettings {
  const setting = <Name extends SettingName>(name: Name): SliderSettings[Name] => {
    const sources = [
      [own[name], attributeNames[name]],
      [legacy[name], `data-${attributeNames[name]}`],
    ] as const
    for (const [text, attribute] of sources) {
      if (text === undefined) continue
      const value = readers[name].read(text)
      if (value !== undefined) return value
      warn(attribute, text, readers[name].expected)
    }
    return sliderDefaults[name]
  }
  return {
    mode: setting('mode'),
    direction: setting('direction'),
    speed: setting('speed'),
    pause: setting('pause'),
    auto: setting('auto'),
    repeat: setting('repeat'),
    hoverPause: setting('hoverPause'),
  }
}

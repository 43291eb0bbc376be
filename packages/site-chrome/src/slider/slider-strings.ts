import type { Language } from '@jc/widget-kit'

export interface SliderStrings {
  readonly carousel: string
  /** The slider's name where neither the element nor its wrapper gives one. */
  readonly slides: string
  readonly slide: string
  readonly picker: string
  readonly stop: string
  readonly start: string
  /** A slide's name: "3 of 7". */
  position(number: number, count: number): string
  /** A dot's name when the markup gives none. */
  dot(number: number): string
}

const persianDigits = new Intl.NumberFormat('fa-IR', { useGrouping: false })

const catalogue: Record<Language, SliderStrings> = {
  en: {
    carousel: 'carousel',
    slides: 'Slides',
    slide: 'slide',
    picker: 'Choose a slide',
    stop: 'Stop slide rotation',
    start: 'Start slide rotation',
    position: (number, count) => `${number} of ${count}`,
    dot: (number) => `Slide ${number}`,
  },
  fa: {
    carousel: 'نمایش اسلاید',
    slides: 'اسلایدها',
    slide: 'اسلاید',
    picker: 'انتخاب اسلاید',
    stop: 'توقف چرخش اسلایدها',
    start: 'شروع چرخش اسلایدها',
    position: (number, count) =>
      `${persianDigits.format(number)} از ${persianDigits.format(count)}`,
    dot: (number) => `اسلاید ${persianDigits.format(number)}`,
  },
}

export function sliderStrings(language: Language): SliderStrings {
  return catalogue[language]
}

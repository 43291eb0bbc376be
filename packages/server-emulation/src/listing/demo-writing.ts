import type { ListingLang } from './seed.ts'

/** Ways to write an item's title and intro text about a subject, per language. */
interface Writing {
  readonly titles: readonly ((subject: string) => string)[]
  readonly intros: readonly ((subject: string) => string)[]
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

// Four title forms: with five subjects per category, item i takes subject
// i mod 5 and form i mod 4, and 4 and 5 share no factor, so twenty items get
// twenty different titles.
const writing: Readonly<Record<ListingLang, Writing>> = {
  fa: {
    titles: [
      (subject) => `نگاهی تازه به ${subject}`,
      (subject) => `راهنمای کامل ${subject}`,
      (subject) => `${subject}؛ آنچه باید بدانید`,
      (subject) => `پنج نکتهٔ مهم دربارهٔ ${subject}`,
    ],
    intros: [
      (subject) =>
        `در این مطلب با ${subject} بیشتر آشنا می‌شوید و چند نکتهٔ کاربردی را با هم مرور می‌کنیم.`,
      (subject) =>
        `کارشناسان دربارهٔ ${subject} چه می‌گویند؟ خلاصه‌ای از تازه‌ترین دیدگاه‌ها را اینجا بخوانید.`,
      (subject) => `اگر به ${subject} علاقه دارید، این یادداشت کوتاه نقطهٔ شروع خوبی برای شماست.`,
    ],
  },
  en: {
    titles: [
      (subject) => `A fresh look at ${subject}`,
      (subject) => `The complete guide to ${subject}`,
      (subject) => `${capitalised(subject)}: what you need to know`,
      (subject) => `Five things to know about ${subject}`,
    ],
    intros: [
      (subject) => `This article introduces ${subject} and walks through a few practical tips.`,
      (subject) =>
        `What do the experts say about ${subject}? Read a short summary of the latest views.`,
      (subject) => `If ${subject} interests you, this short note is a good place to start.`,
    ],
  },
}

function pick<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length]
  if (value === undefined) throw new RangeError('Nothing to pick from an empty list.')
  return value
}

/** The title and intro text of the `index`-th item written about one of `subjects`. */
export function demoText(
  lang: ListingLang,
  subjects: readonly string[],
  index: number,
): { readonly title: string; readonly introText: string } {
  const subject = pick(subjects, index)
  return {
    title: pick(writing[lang].titles, index)(subject),
    introText: pick(writing[lang].intros, index)(subject),
  }
}

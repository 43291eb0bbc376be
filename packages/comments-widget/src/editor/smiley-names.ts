import type { Language } from '@jc/widget-kit'

/**
 * What JComments' eighteen stock smileys show (settings.sql), by code, for a
 * screen reader to say instead of ":-?". A site's own smileys are named by
 * their code: the widget cannot know what their pictures show.
 */
const stockSmileys: Readonly<Record<string, readonly [en: string, fa: string]>> = {
  ':D': ['Laughing', 'خنده'],
  ':lol:': ['Laughing out loud', 'قهقهه'],
  ':-)': ['Smiling', 'لبخند'],
  ';-)': ['Winking', 'چشمک'],
  '8)': ['Cool, in sunglasses', 'خونسرد با عینک آفتابی'],
  ':-|': ['Straight face', 'بی‌تفاوت'],
  ':-*': ['Whistling', 'سوت‌زنان'],
  ':oops:': ['Blushing', 'خجالت‌زده'],
  ':sad:': ['Sad', 'غمگین'],
  ":'(": ['Crying', 'گریان'],
  ':o': ['Surprised', 'شگفت‌زده'],
  ':-?': ['Confused', 'سردرگم'],
  ':-x': ['Sick', 'بیمار'],
  ':eek:': ['Shocked', 'وحشت‌زده'],
  ':zzz': ['Sleeping', 'خواب'],
  ':P': ['Sticking out the tongue', 'زبان‌درازی'],
  ':roll:': ['Rolling the eyes', 'چشم‌چرخاندن'],
  ':sigh:': ['Sighing', 'آه‌کشیدن'],
}

/** The name a smiley button is read by: what a stock smiley shows, in the page's language, else its code. */
export function smileyName(code: string, language: Language): string {
  const names = Object.hasOwn(stockSmileys, code) ? stockSmileys[code] : undefined
  return names ? names[language === 'fa' ? 1 : 0] : code
}

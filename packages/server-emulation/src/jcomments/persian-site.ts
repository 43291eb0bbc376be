import { demoSite } from './demo-site.ts'
import type { CustomBbcode, SiteProfile, Smiley } from './types.ts'

// JComments' eighteen stock smileys (settings.sql) as the demo draws them,
// and two a Persian site adds: a flower and a cup of tea.
const smileys: readonly Smiley[] = [
  { code: ':D', file: 'laugh.svg' },
  { code: ':lol:', file: 'lol.svg' },
  { code: ':-)', file: 'smile.svg' },
  { code: ';-)', file: 'wink.svg' },
  { code: '8)', file: 'cool.svg' },
  { code: ':-|', file: 'normal.svg' },
  { code: ':-*', file: 'whistling.svg' },
  { code: ':oops:', file: 'redface.svg' },
  { code: ':sad:', file: 'sad.svg' },
  { code: ":'(", file: 'cry.svg' },
  { code: ':o', file: 'surprised.svg' },
  { code: ':-?', file: 'confused.svg' },
  { code: ':-x', file: 'sick.svg' },
  { code: ':eek:', file: 'shocked.svg' },
  { code: ':zzz', file: 'sleeping.svg' },
  { code: ':P', file: 'tongue.svg' },
  { code: ':roll:', file: 'rolleyes.svg' },
  { code: ':sigh:', file: 'unsure.svg' },
  { code: ':گل:', file: 'flower.svg' },
  { code: ':چای:', file: 'tea.svg' },
]

// Typed by an admin in Persian, quotes and all; the server prints them as they are.
const customBbcodes: readonly CustomBbcode[] = [
  {
    id: 1,
    title: 'ویدیو "آپارات"',
    prompt: "نشانی ویدیو را وارد کنید (مثلاً 'https://www.aparat.com/v/abc')",
    open: '[aparat]',
    close: '[/aparat]',
    cssClass: '',
    icon: '/images/bbcode/aparat.svg',
  },
  {
    id: 2,
    title: 'متن قرمز',
    prompt: 'متنی را که باید \'قرمز\' شود بنویسید; سپس "تأیید" را بزنید',
    open: "[color='red']",
    close: '[/color]',
    cssClass: 'bbcode-red',
    icon: '',
  },
  {
    id: 3,
    title: 'اسپویل',
    prompt: 'متنی را که تا کلیک پنهان می‌ماند وارد کنید',
    open: '[spoiler]',
    close: '[/spoiler]',
    cssClass: '',
    icon: '',
  },
  // Beyond repair: `', '` in the prompt reads as the end of one field and the start of the next.
  {
    id: 4,
    title: 'پرسش و پاسخ',
    prompt: "مثلاً 'پرسش', 'پاسخ'",
    open: '[faq]',
    close: '[/faq]',
    cssClass: '',
    icon: '',
  },
  {
    id: 5,
    title: 'خط نستعلیق',
    prompt: 'متن را وارد کنید',
    open: "[font='IranNastaliq']",
    close: '[/font]',
    cssClass: '',
    icon: '/images/bbcode/nastaliq.svg',
  },
]

/**
 * The demo's Persian pages as a real fa-IR JComments site sets them up: the
 * demo site with twenty smileys, five custom BBCode buttons (one of which
 * no client can read whole), comments of at most 500 characters with the
 * counter's words overridden ("تنها ۵۰۰ نویسه باقی مانده"), template files
 * saved with CRLF line ends, and a content plugin that prints the posting
 * rules, with a script of its own, above the form.
 */
export const persianSite: SiteProfile = {
  ...demoSite,
  smileys,
  customBbcodes,
  maxCommentLength: 500,
  languageOverrides: { fa: { counterPrefix: 'تنها', counterSuffix: ' نویسه باقی مانده' } },
  lineEnd: '\r\n',
  formPlugins: {
    before:
      '<div class="jc-posting-rules"><p><strong>قوانین ارسال نظر:</strong> لطفاً با احترام بنویسید و از نوشتن نشانی ایمیل و شماره تلفن در متن خودداری کنید.</p></div>\n' +
      '<script type="text/javascript">\n<!--\njQuery(\'.jc-posting-rules\').slideDown();\n//-->\n</script>\n',
  },
}

/** The demo's sites by language (`sites` of `createJCommentsServer`): its Persian pages are the Persian site. */
export const demoSites = { fa: persianSite } as const

import type { BBCodeTag } from '@jc/protocol'
import type { Language } from './types.ts'

/**
 * Every text the server shows, as `languages/<lang>.com_jcomments.ini` holds
 * it. A `\n` written as two characters is a language-file line break, which
 * error and info messages turn into `<br />`.
 */
export interface Strings {
  readonly comments: string
  readonly rss: string
  readonly refresh: string
  readonly subscribe: string
  readonly unsubscribe: string
  readonly voteGood: string
  readonly votePoor: string
  readonly reply: string
  readonly replyWithQuote: string
  readonly quote: string
  readonly report: string
  readonly edit: string
  readonly delete: string
  readonly deleteConfirm: string
  readonly publish: string
  readonly unpublish: string
  readonly banIp: string
  readonly quoteHeader: string
  /** `{name}` is the quoted author. */
  readonly quoting: string
  readonly codeHeader: string
  readonly hiddenText: string
  readonly deletedText: string
  readonly addComment: string
  readonly fieldName: string
  readonly fieldEmail: string
  readonly fieldHomepage: string
  readonly fieldTitle: string
  readonly fieldSubscribe: string
  readonly captchaAlt: string
  readonly captchaRefresh: string
  readonly send: string
  readonly sendTitle: string
  readonly cancel: string
  readonly bbcode: Readonly<Record<BBCodeTag, { readonly title: string; readonly prompt: string }>>
  readonly counterPrefix: string
  readonly counterSuffix: string
  readonly reportHeader: string
  readonly reportName: string
  readonly reportReason: string
  readonly reportSubmit: string
  readonly thanks: string
  readonly thanksModerated: string
  readonly errorEmptyName: string
  readonly errorInvalidName: string
  readonly errorTooLongName: string
  readonly errorEmptyEmail: string
  readonly errorIncorrectEmail: string
  readonly errorTooQuick: string
  readonly errorEmptyComment: string
  readonly errorTooLongComment: string
  readonly errorCaptcha: string
  /** `{tag}` is the refused tag. */
  readonly errorForbiddenTag: string
  /** The same text from the same author, under the same parent, is already stored. */
  readonly errorDuplicate: string
  readonly errorBeingEdited: string
  readonly errorCantEdit: string
  readonly errorCantPublish: string
  readonly errorCantDelete: string
  readonly errorNothingToQuote: string
  /** Holds a real newline, as the alert shows it. */
  readonly errorNotFound: string
  readonly errorAlreadyVoted: string
  readonly errorCantVote: string
  readonly errorNoReason: string
  readonly errorCantReport: string
  readonly errorReportedTwice: string
  readonly reportSent: string
  readonly banned: string
  readonly errorAlreadyBanned: string
  readonly errorBanSelf: string
  readonly bannedMessage: string
  readonly errorAlreadySubscribed: string
  readonly errorNotSubscribed: string
  readonly reportUnknownReason: string
  readonly rssDescription: string
}

const en: Strings = {
  comments: 'Comments',
  rss: 'RSS feed for comments to this post',
  refresh: 'Refresh comments list',
  subscribe: 'Subscribe',
  unsubscribe: 'Unsubscribe',
  voteGood: 'Good comment!',
  votePoor: 'Bad comment!',
  reply: 'Reply',
  replyWithQuote: 'Reply with quote',
  quote: 'Quote',
  report: 'Report to administrator',
  edit: 'Change',
  delete: 'Delete',
  deleteConfirm: 'Delete comment?',
  publish: 'Publish',
  unpublish: 'Unpublish',
  banIp: 'Ban IP',
  quoteHeader: 'Quote:',
  quoting: 'Quoting {name}:',
  codeHeader: 'Code:',
  hiddenText: 'Only registered users can view hidden text!',
  deletedText: 'This comment has been deleted by Administrator',
  addComment: 'Add comment',
  fieldName: 'Name (required)',
  fieldEmail: 'E-mail (required, but will not display)',
  fieldHomepage: 'Website',
  fieldTitle: 'Title',
  fieldSubscribe: 'Notify me of follow-up comments',
  captchaAlt: 'Security code',
  captchaRefresh: 'Refresh',
  send: 'Send',
  sendTitle: 'Send (Ctrl+Enter)',
  cancel: 'Cancel',
  bbcode: {
    b: { title: 'Bold', prompt: 'Enter text' },
    i: { title: 'Italic', prompt: 'Enter text' },
    u: { title: 'Underlined', prompt: 'Enter text' },
    s: { title: 'Striked', prompt: 'Enter text' },
    img: { title: 'Image', prompt: 'Enter full URL to the image' },
    url: { title: 'Link', prompt: 'Enter full URL' },
    hide: {
      title: 'Hidden text (only for registered)',
      prompt: 'Enter text to hide from unregistered',
    },
    quote: { title: 'Quote', prompt: 'Enter text to quote' },
    list: { title: 'List', prompt: 'Enter list item text' },
  },
  counterPrefix: '',
  counterSuffix: ' symbols left',
  reportHeader: 'Report to administrator',
  reportName: 'Name',
  reportReason: 'Reason',
  reportSubmit: 'Submit',
  thanks: 'Thank you for your submission!',
  thanksModerated: 'Thank you, your comment will be published once reviewed.',
  errorEmptyName: 'Please enter your name!',
  errorInvalidName:
    'This name consists of forbidden symbols.\\nPlease do not use quotation marks or square brackets [ and ] in the name.',
  errorTooLongName: 'Your name is too long. Please use a shorter name.',
  errorEmptyEmail: 'Please enter your e-mail!',
  errorIncorrectEmail: 'Please enter a correct e-mail address!',
  errorTooQuick: 'You have recently added a new comment, please try again later.',
  errorEmptyComment: 'Please enter text of your comment!',
  errorTooLongComment: 'Comment is too long!',
  errorCaptcha: 'Please enter security code displayed in the image!',
  errorForbiddenTag: 'You have no rights to use the tag [{tag}]!',
  errorDuplicate: 'You have already posted this comment!',
  errorBeingEdited: 'This comment is currently being edited by another person',
  errorCantEdit: 'You have no rights for editing comments.',
  errorCantPublish: 'You have no rights for publishing comments.',
  errorCantDelete: 'You have no rights to delete comments.',
  errorNothingToQuote: 'There is no text for quoting!',
  errorNotFound:
    'Can not find comment message!\n May be it has been deleted or unpublished by administrator.',
  errorAlreadyVoted: 'You have already voted for this comment!',
  errorCantVote: 'You do not have enough rights to vote!',
  errorNoReason: 'Please enter the reason for your report!',
  errorCantReport: 'You have no rights to report a comment!',
  errorReportedTwice: 'You can not report the same comment more than once!',
  reportSent: 'Report successfully sent!',
  banned: "IP-address of this comment's author has been successfully blacklisted.",
  errorAlreadyBanned: "IP-address of this comment's author is already blacklisted!",
  errorBanSelf: 'You can not blacklist your own current IP-address!',
  bannedMessage: 'You have been banned and can not post comments.',
  errorAlreadySubscribed: 'Already subscribed!',
  errorNotSubscribed: 'Not subscribed!',
  reportUnknownReason: 'Unknown reason',
  rssDescription: 'Comments to "{title}"',
}

const fa: Strings = {
  comments: 'نظرات',
  rss: 'خوراک RSS نظرات این مطلب',
  refresh: 'بازخوانی فهرست نظرات',
  subscribe: 'اشتراک',
  unsubscribe: 'لغو اشتراک',
  voteGood: 'نظر خوب!',
  votePoor: 'نظر بد!',
  reply: 'پاسخ',
  replyWithQuote: 'پاسخ با نقل قول',
  quote: 'نقل قول',
  report: 'گزارش به مدیر',
  edit: 'ویرایش',
  delete: 'حذف',
  deleteConfirm: 'نظر حذف شود؟',
  publish: 'انتشار',
  unpublish: 'لغو انتشار',
  banIp: 'مسدود کردن IP',
  quoteHeader: 'نقل قول:',
  quoting: 'نقل قول از {name}:',
  codeHeader: 'کد:',
  hiddenText: 'فقط کاربران عضو می‌توانند متن پنهان را ببینند!',
  deletedText: 'این نظر توسط مدیر حذف شده است',
  addComment: 'افزودن نظر',
  fieldName: 'نام (الزامی)',
  fieldEmail: 'ایمیل (الزامی، نمایش داده نمی‌شود)',
  fieldHomepage: 'وب‌سایت',
  fieldTitle: 'عنوان',
  fieldSubscribe: 'پاسخ‌های بعدی را به من اطلاع بده',
  captchaAlt: 'کد امنیتی',
  captchaRefresh: 'تازه‌سازی',
  send: 'ارسال',
  sendTitle: 'ارسال (Ctrl+Enter)',
  cancel: 'انصراف',
  bbcode: {
    b: { title: 'پررنگ', prompt: 'متن را وارد کنید' },
    i: { title: 'کج', prompt: 'متن را وارد کنید' },
    u: { title: 'زیرخط‌دار', prompt: 'متن را وارد کنید' },
    s: { title: 'خط‌خورده', prompt: 'متن را وارد کنید' },
    img: { title: 'تصویر', prompt: 'نشانی کامل تصویر را وارد کنید' },
    url: { title: 'پیوند', prompt: 'نشانی کامل را وارد کنید' },
    hide: {
      title: 'متن پنهان (فقط برای اعضا)',
      prompt: 'متنی را که باید از مهمانان پنهان بماند وارد کنید',
    },
    quote: { title: 'نقل قول', prompt: 'متن نقل قول را وارد کنید' },
    list: { title: 'فهرست', prompt: 'متن مورد فهرست را وارد کنید' },
  },
  counterPrefix: '',
  counterSuffix: ' نویسه باقی مانده',
  reportHeader: 'گزارش به مدیر',
  reportName: 'نام',
  reportReason: 'دلیل',
  reportSubmit: 'ارسال',
  thanks: 'از نظر شما سپاسگزاریم!',
  thanksModerated: 'سپاس، نظر شما پس از بررسی منتشر خواهد شد.',
  errorEmptyName: 'لطفاً نام خود را وارد کنید!',
  errorInvalidName:
    'این نام نویسه‌های غیرمجاز دارد.\\nلطفاً در نام از گیومه یا کروشه [ و ] استفاده نکنید.',
  errorTooLongName: 'نام شما بیش از حد طولانی است. لطفاً نام کوتاه‌تری برگزینید.',
  errorEmptyEmail: 'لطفاً ایمیل خود را وارد کنید!',
  errorIncorrectEmail: 'لطفاً یک نشانی ایمیل درست وارد کنید!',
  errorTooQuick: 'شما به‌تازگی نظری فرستاده‌اید، لطفاً کمی بعد دوباره تلاش کنید.',
  errorEmptyComment: 'لطفاً متن نظر خود را وارد کنید!',
  errorTooLongComment: 'نظر بیش از حد طولانی است!',
  errorCaptcha: 'لطفاً کد امنیتی نمایش داده شده در تصویر را وارد کنید!',
  errorForbiddenTag: 'شما اجازهٔ استفاده از برچسب [{tag}] را ندارید!',
  errorDuplicate: 'شما این نظر را پیش‌تر فرستاده‌اید!',
  errorBeingEdited: 'این نظر هم‌اکنون توسط شخص دیگری در حال ویرایش است',
  errorCantEdit: 'شما اجازهٔ ویرایش نظرات را ندارید.',
  errorCantPublish: 'شما اجازهٔ انتشار نظرات را ندارید.',
  errorCantDelete: 'شما اجازهٔ حذف نظرات را ندارید.',
  errorNothingToQuote: 'متنی برای نقل قول وجود ندارد!',
  errorNotFound: 'نظر پیدا نشد!\n شاید توسط مدیر حذف یا از انتشار خارج شده باشد.',
  errorAlreadyVoted: 'شما قبلاً به این نظر رأی داده‌اید!',
  errorCantVote: 'شما اجازهٔ رأی دادن ندارید!',
  errorNoReason: 'لطفاً دلیل گزارش خود را وارد کنید!',
  errorCantReport: 'شما اجازهٔ گزارش نظرات را ندارید!',
  errorReportedTwice: 'شما نمی‌توانید یک نظر را بیش از یک بار گزارش کنید!',
  reportSent: 'گزارش با موفقیت ارسال شد!',
  banned: 'نشانی IP نویسندهٔ این نظر با موفقیت در فهرست سیاه قرار گرفت.',
  errorAlreadyBanned: 'نشانی IP نویسندهٔ این نظر از پیش در فهرست سیاه است!',
  errorBanSelf: 'شما نمی‌توانید نشانی IP کنونی خودتان را مسدود کنید!',
  bannedMessage: 'دسترسی شما مسدود شده است و نمی‌توانید نظر بفرستید.',
  errorAlreadySubscribed: 'قبلاً مشترک شده‌اید!',
  errorNotSubscribed: 'مشترک نیستید!',
  reportUnknownReason: 'دلیل نامشخص',
  rssDescription: 'نظرات دربارهٔ «{title}»',
}

const byLanguage: Readonly<Record<Language, Strings>> = { en, fa }

export function stringsFor(language: Language): Strings {
  return byLanguage[language]
}

/** The language a request asks for with its URL's `lang` parameter; English otherwise. */
export function languageOf(url: string): Language {
  return new URL(url, 'http://localhost').searchParams.get('lang') === 'fa' ? 'fa' : 'en'
}

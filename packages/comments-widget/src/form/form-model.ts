import { type SafeFragment, sanitizeToFragment } from '@jc/widget-kit'
import { serverForm } from '../model/server-form.ts'
import { type PluginMarkup, pluginMarkup } from './plugin-markup.ts'

/** The text fields the server's form may hold, in the order it prints them. */
export const authorFields = ['name', 'email', 'homepage', 'title'] as const

export type AuthorField = (typeof authorFields)[number]

export interface FormInput {
  readonly field: AuthorField
  readonly label: string
  readonly maxLength: number | null
  /** The value the server printed (a registered user's name, say). */
  readonly value: string
}

export interface Captcha {
  /** The image URL as the server printed it; the widget adds its cache-buster. */
  readonly imageSrc: string
  readonly imageAlt: string
  readonly width: number
  readonly height: number
  readonly refreshLabel: string
  /** The input's name: `captcha_refid` (older templates: `captcha-refid`). */
  readonly inputName: string
}

/**
 * The server's comment form (`tpl_form`, protocol §4.5), read into what the
 * widget renders itself with the legacy ids: which fields this visitor gets,
 * their labels, the captcha, the buttons' words and the hidden inputs.
 */
export interface CommentFormModel {
  readonly heading: string
  /** What the site's plugins print around the form and add inside it. */
  readonly plugins: PluginMarkup
  /** The site's comment policy above the form, if it has one. */
  readonly policy: SafeFragment | null
  readonly inputs: readonly FormInput[]
  readonly subscribeLabel: string | null
  readonly captcha: Captcha | null
  readonly sendLabel: string
  readonly sendTitle: string
  readonly cancelLabel: string
  /** `object_id`, `object_group` and, for registered users, `userid`. */
  readonly hidden: readonly { readonly name: string; readonly value: string }[]
}

/**
 * What a ShowForm answer holds: a form, or the notice a locked or banned
 * visitor gets instead; neither when the answer holds no comment form.
 */
export interface ReceivedForm {
  readonly model: CommentFormModel | null
  readonly notice: SafeFragment | null
}

function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

function labelFor(form: Element, id: string): string {
  return textOf(Array.from(form.querySelectorAll('label')).find((label) => label.htmlFor === id))
}

/** The nodes, moved out of the answer into a fragment of their own. */
function moved(document: Document, nodes: readonly Node[]): SafeFragment {
  const fragment = document.createDocumentFragment()
  fragment.append(...nodes)
  return { fragment }
}

function positive(value: string | null): number | null {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : null
}

function readCaptcha(form: Element): Captcha | null {
  const image = form.querySelector('img#comments-form-captcha-image, img.captcha')
  const input = form.querySelector('input#comments-form-captcha, input.captcha')
  if (!image || !input) return null
  return {
    imageSrc: image.getAttribute('src') ?? '',
    imageAlt: image.getAttribute('alt') ?? '',
    width: positive(image.getAttribute('width')) ?? 121,
    height: positive(image.getAttribute('height')) ?? 60,
    refreshLabel: textOf(form.querySelector('span.captcha')),
    inputName: input.getAttribute('name') ?? 'captcha_refid',
  }
}

function buttonText(form: Element, id: string): { label: string; title: string } {
  const control = form.querySelector(`#${id} a, #${id} button, #${id} input`)
  return { label: textOf(control), title: control?.getAttribute('title') ?? '' }
}

/** The object a widget's thread belongs to, as its element's `object-id` and `object-group` say. */
export interface FormOwner {
  readonly objectId: number
  readonly objectGroup: string
}

/**
 * Reads the form HTML of a ShowForm answer (or of EditComment/QuoteComment
 * with the form). The server's controls, handlers and scripts are never
 * used: the widget renders its own form from this description. Among copies
 * of the form, the one for `owner`'s object is read.
 */
export function parseCommentForm(html: string, owner?: FormOwner): ReceivedForm {
  const { fragment } = sanitizeToFragment(html, { keepForms: true })
  const own = owner && { object_id: String(owner.objectId), object_group: owner.objectGroup }
  const form = serverForm(fragment, 'comments-form', ['object_id', 'object_group', 'comment'], own)
  if (!form) {
    const notice = fragment.querySelector('p.message')
    return { model: null, notice: notice && moved(fragment.ownerDocument, [notice]) }
  }
  const inputs = authorFields.flatMap((field): FormInput[] => {
    // By id too: the sanitizer drops `name` values that shadow form properties (`name`, `title`).
    const input = form.querySelector(`input#comments-form-${field}, input[name="${field}"]`)
    if (!input || input.getAttribute('type') === 'hidden') return []
    return [
      {
        field,
        label: labelFor(form, input.id) || field,
        maxLength: positive(input.getAttribute('maxlength')),
        value: input.getAttribute('value') ?? '',
      },
    ]
  })
  const subscribe = form.querySelector('input[name="subscribe"]')
  const policy = fragment.querySelector('.comments-policy')
  const send = buttonText(form, 'comments-form-send')
  const cancel = buttonText(form, 'comments-form-cancel')
  return {
    model: {
      heading: textOf(fragment.querySelector('h4')),
      plugins: pluginMarkup(fragment, form),
      policy: policy && moved(fragment.ownerDocument, Array.from(policy.childNodes)),
      inputs,
      subscribeLabel: subscribe ? labelFor(form, subscribe.id) || 'subscribe' : null,
      captcha: readCaptcha(form),
      sendLabel: send.label,
      sendTitle: send.title,
      cancelLabel: cancel.label,
      hidden: Array.from(form.querySelectorAll('input[type=hidden]'))
        .map((input) => ({
          name: input.getAttribute('name') ?? '',
          value: input.getAttribute('value') ?? '',
        }))
        .filter((input) => input.name !== ''),
    },
    notice: null,
  }
}

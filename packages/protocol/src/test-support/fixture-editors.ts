import type { BBCodeTag, EditorButton, EditorConfig } from '../editor-config.ts'

// The editors the fixtures' form-init scripts describe: ShowForm.json is the
// guest's form, EditComment.load-form.json the admin's.

export const button = (tag: BBCodeTag, title: string, prompt: string): EditorButton => ({
  tag,
  title,
  prompt,
})
const guestButtons = [
  button('b', 'Bold', 'Enter text'),
  button('i', 'Italic', 'Enter text'),
  button('u', 'Underlined', 'Enter text'),
  button('s', 'Striked', 'Enter text'),
  button('img', 'Image', 'Enter full URL to the image'),
  button('url', 'Link', 'Enter full URL'),
  button('quote', 'Quote', 'Enter text to quote'),
  button('list', 'List', 'Enter list item text'),
]
const hide = button(
  'hide',
  'Hidden text (only for registered)',
  'Enter text to hide from unregistered',
)
const smileys = {
  baseUrl: 'http://example.org/components/com_jcomments/images/smiles',
  items: [
    { code: ':D', image: 'laugh.gif' },
    { code: ':-)', image: 'smile.gif' },
    { code: ';-)', image: 'wink.gif' },
  ],
}

export const guestForm: EditorConfig = {
  textareaId: 'comments-form-comment',
  formId: 'comments-form',
  resizable: true,
  buttons: guestButtons,
  customButtons: [],
  smileys,
  counter: { max: 1000, prefix: '', suffix: ' symbols left' },
  init: 'deferred',
  ignored: [],
}
export const adminForm: EditorConfig = {
  ...guestForm,
  buttons: [...guestButtons.slice(0, 6), hide, ...guestButtons.slice(6)],
  counter: null,
}

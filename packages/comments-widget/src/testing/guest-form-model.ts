import type { CommentFormModel } from '../form/form-model.ts'

/** A guest's form as the demo site sends it: name, e-mail, homepage, subscription, captcha. */
export const guestFormModel: CommentFormModel = {
  heading: 'Add comment',
  plugins: { before: null, after: null, inside: null },
  policy: null,
  inputs: [
    { field: 'name', label: 'Name', maxLength: 20, value: '' },
    { field: 'email', label: 'E-mail', maxLength: null, value: '' },
    { field: 'homepage', label: 'Website', maxLength: null, value: '' },
  ],
  subscribeLabel: 'Notify me',
  captcha: {
    imageSrc: '/captcha?ac=12345',
    imageAlt: 'Code',
    width: 121,
    height: 60,
    refreshLabel: 'Refresh',
    inputName: 'captcha_refid',
  },
  sendLabel: 'Send',
  sendTitle: '',
  cancelLabel: 'Cancel',
  hidden: [
    { name: 'object_id', value: '42' },
    { name: 'object_group', value: 'com_content' },
  ],
}

import { calls } from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import { formControls } from './form-controls.ts'
import type { CommentFormModel } from './form-model.ts'
import { initialFormState } from './form-reducer.ts'
import type { FormState } from './form-state.ts'

const model: CommentFormModel = {
  heading: 'Add comment',
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

const state = (patch: Partial<FormState>): FormState => ({
  ...initialFormState,
  model,
  values: {
    name: 'Dmitry',
    email: 'dmitry@example.com',
    homepage: '',
    title: '',
    comment: 'Boris, which point exactly?',
    captcha: 'k7q3m',
    subscribe: false,
  },
  ...patch,
})

describe('the comment form’s body', () => {
  it('is the legacy client’s, field for field, for a guest’s reply (protocol §1.4)', () => {
    const call = calls.addComment(formControls(state({ mode: 'reply', commentId: 2 })))
    expect(call.body).toBe(
      'jtxf=JCommentsAddComment&name=Dmitry&email=dmitry%40example.com&homepage=&comment=Boris%2C%20which%20point%20exactly%3F&captcha_refid=k7q3m&object_id=42&object_group=com_content&parent=2',
    )
  })

  it('sends the subscription only when ticked, and the id in edit mode', () => {
    const body = calls.saveComment(
      formControls(
        state({ mode: 'edit', commentId: 3, values: { ...state({}).values, subscribe: true } }),
      ),
    ).body
    expect(body).toContain('&subscribe=1&')
    expect(body.endsWith('&id=3')).toBe(true)
    expect(body).not.toContain('parent=')
  })

  it('has no parent in add mode', () => {
    expect(calls.addComment(formControls(state({}))).body).not.toContain('parent=')
  })

  it('is empty before the server sent a form', () => {
    expect(formControls(initialFormState)).toEqual([])
  })
})

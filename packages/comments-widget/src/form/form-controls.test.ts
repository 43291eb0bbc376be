// @vitest-environment node
import { formCalls } from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import { guestFormModel as model } from '../testing/guest-form-model.ts'
import { formControls } from './form-controls.ts'
import { type FormState, initialFormState } from './form-state.ts'

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
    const call = formCalls.addComment(formControls(state({ mode: 'reply', commentId: 2 })))
    expect(call.body).toBe(
      'jtxf=JCommentsAddComment&name=Dmitry&email=dmitry%40example.com&homepage=&comment=Boris%2C%20which%20point%20exactly%3F&captcha_refid=k7q3m&object_id=42&object_group=com_content&parent=2',
    )
  })

  it('sends the subscription only when ticked, and the id in edit mode', () => {
    const body = formCalls.saveComment(
      formControls(
        state({ mode: 'edit', commentId: 3, values: { ...state({}).values, subscribe: true } }),
      ),
    ).body
    expect(body).toContain('&subscribe=1&')
    expect(body.endsWith('&id=3')).toBe(true)
    expect(body).not.toContain('parent=')
  })

  it('sends the captcha’s Persian and Arabic digits as the Latin ones the server wrote', () => {
    const values = { ...state({}).values, captcha: '۷g۴k٢' }
    expect(formCalls.addComment(formControls(state({ values }))).body).toContain(
      '&captcha_refid=7g4k2&',
    )
  })

  it('has no parent in add mode', () => {
    expect(formCalls.addComment(formControls(state({}))).body).not.toContain('parent=')
  })

  it('is empty before the server sent a form', () => {
    expect(formControls(initialFormState)).toEqual([])
  })
})

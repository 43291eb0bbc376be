// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { guestFormModel as model } from '../testing/guest-form-model.ts'
import type { CommentFormModel } from './form-model.ts'
import { formReducer } from './form-reducer.ts'
import { emptyValues, type FormAction, type FormState, initialFormState } from './form-state.ts'

const run = (...actions: FormAction[]) =>
  actions.reduce<FormState>(formReducer, { ...initialFormState, model })

const typed = (comment: string): FormAction => ({
  type: 'commentEdited',
  edit: { text: comment, selection: { start: comment.length, end: comment.length } },
})

const edit = (text = 'Old text'): FormAction => ({
  type: 'editStarted',
  values: { id: 7, name: 'Clara', email: 'c@example.com', homepage: '', title: 'T', text },
})

describe('the comment form’s modes', () => {
  it('starts home, in add mode, empty', () => {
    expect(initialFormState).toMatchObject({ mode: 'add', commentId: null, values: emptyValues })
  })

  it('replies inline under a comment with its id as the parent, keeping the text, and asks for focus on the comment', () => {
    const state = run(typed('Hello'), { type: 'replyStarted', commentId: 3 })
    expect(state).toMatchObject({ mode: 'reply', commentId: 3 })
    expect(state.values.comment).toBe('Hello')
    expect(state.focus?.field).toBe('comment')
  })

  it('moves a reply from one comment to another', () => {
    const state = run(
      { type: 'replyStarted', commentId: 3 },
      { type: 'replyStarted', commentId: 4 },
    )
    expect(state.commentId).toBe(4)
  })

  it('comes home from a reply on cancel with the text kept and the parent gone', () => {
    const state = run({ type: 'replyStarted', commentId: 3 }, typed('Half a reply'), {
      type: 'returnedHome',
      posted: false,
    })
    expect(state).toMatchObject({ mode: 'add', commentId: null })
    expect(state.values.comment).toBe('Half a reply')
  })

  it('remembers the control that took the form inline, through the edit that follows, until it comes home', () => {
    const control = '{"type":"edit","commentId":7}'
    const opened = run({ type: 'openedFrom', commentId: 7, control }, edit())
    expect(opened.opener).toEqual({ commentId: 7, control })
    expect(formReducer(opened, { type: 'returnedHome', posted: false }).opener).toBeNull()
  })

  it('comes home from a posted reply with the text, title and captcha cleared but the author kept', () => {
    const state = run(
      { type: 'fieldChanged', field: 'name', value: 'Anna' },
      { type: 'fieldChanged', field: 'captcha', value: '12345' },
      { type: 'replyStarted', commentId: 3 },
      typed('Done'),
      { type: 'returnedHome', posted: true },
    )
    expect(state.mode).toBe('add')
    expect(state.values).toMatchObject({ name: 'Anna', comment: '', title: '', captcha: '' })
  })

  it('fills the form with the comment’s values to edit it, and puts the caret at the end', () => {
    const state = run(edit('Old text'))
    expect(state).toMatchObject({ mode: 'edit', commentId: 7 })
    expect(state.values).toMatchObject({ name: 'Clara', title: 'T', comment: 'Old text' })
    expect(state.selection).toEqual({ start: 8, end: 8 })
    expect(state.caret).toEqual({ start: 8, end: 8 })
  })

  it('gives back what the visitor was writing when an edit is cancelled', () => {
    const state = run(typed('My own draft'), edit(), typed('Old text, changed'), {
      type: 'returnedHome',
      posted: false,
    })
    expect(state.mode).toBe('add')
    expect(state.values.comment).toBe('My own draft')
    expect(state.values.name).toBe('')
  })

  it('gives back the draft after a saved edit too, not the saved text', () => {
    const state = run(typed('My own draft'), edit(), { type: 'returnedHome', posted: true })
    expect(state.values.comment).toBe('My own draft')
  })

  it('keeps the first draft when a second edit starts before the first ended', () => {
    const state = run(typed('Draft'), edit('One'), edit('Two'), {
      type: 'returnedHome',
      posted: false,
    })
    expect(state.values.comment).toBe('Draft')
  })

  it('leaves an edit for a reply with the draft back in the form', () => {
    const state = run(typed('Draft'), edit(), { type: 'replyStarted', commentId: 2 })
    expect(state).toMatchObject({ mode: 'reply', commentId: 2, stash: null })
    expect(state.values.comment).toBe('Draft')
  })
})

describe('the comment form’s fields', () => {
  it('inserts the server’s quote at the caret and keeps the caret after it', () => {
    const state = run(
      {
        type: 'commentEdited',
        edit: { text: 'Before after', selection: { start: 7, end: 7 } },
      },
      { type: 'textInserted', text: '[quote]Q[/quote]\n' },
    )
    expect(state.values.comment).toBe('Before [quote]Q[/quote]\nafter')
    expect(state.selection).toEqual({ start: 24, end: 24 })
  })

  it('puts a quote where the visitor asked for it, before what they typed while it came, the caret staying in their words', () => {
    const edited = (text: string) => ({
      type: 'commentEdited' as const,
      edit: { text, selection: { start: text.length, end: text.length } },
    })
    const state = run(
      edited('Hello. '),
      { type: 'quoteAsked' },
      edited('Hello. I agree be'),
      edited('Hello. I agree because'),
      { type: 'textInserted', text: '[quote]Q[/quote]\n' },
    )
    expect(state.values.comment).toBe('Hello. [quote]Q[/quote]\nI agree because')
    expect(state.selection).toEqual({ start: 39, end: 39 })
    expect(state.caret).toEqual({ start: 39, end: 39 })
    // Asked once: the next quote goes to the caret.
    const next = formReducer(state, { type: 'textInserted', text: 'R' })
    expect(next.values.comment).toBe('Hello. [quote]Q[/quote]\nI agree becauseR')
  })

  it('puts the quote at the caret when the text before the place asked for was changed meanwhile', () => {
    const state = run(
      typed('Hello. '),
      { type: 'quoteAsked' },
      { type: 'commentEdited', edit: { text: 'Hi. ', selection: { start: 4, end: 4 } } },
      { type: 'textInserted', text: 'Q' },
    )
    expect(state.values.comment).toBe('Hi. Q')
  })

  it('appends a quote when the caret was never placed', () => {
    const state = run(typed('Text'), { type: 'commentCleared' }, typed('Abc'))
    const quoted = formReducer({ ...state, caret: null }, { type: 'textInserted', text: 'Q' })
    expect(quoted.values.comment).toBe('AbcQ')
  })

  it('remembers the caret of the visitor’s typing without asking the editor to move it', () => {
    const state = run(typed('Typing'))
    expect(state.caret).toEqual({ start: 6, end: 6 })
    expect(state.selection).toBeNull()
  })

  it('clears the comment on the server’s word', () => {
    expect(run(typed('Sent'), { type: 'commentCleared' }).values.comment).toBe('')
  })

  it('reloads the captcha with a new cache-buster and empties its input', () => {
    const state = run(
      { type: 'fieldChanged', field: 'captcha', value: 'wrong' },
      { type: 'captchaReloaded', nonce: 4242 },
    )
    expect(state.captchaNonce).toBe(4242)
    expect(state.values.captcha).toBe('')
  })

  it('clears the captcha input when the form initialises, and keeps the script for the form', () => {
    const script =
      'function JCommentsInitializeForm()\n{\n}\nsetTimeout(JCommentsInitializeForm, 100);'
    const state = run(
      { type: 'fieldChanged', field: 'captcha', value: 'stale' },
      { type: 'configured', script },
    )
    expect(state.values.captcha).toBe('')
    expect(state.configScript).toBe(script)
  })

  it('marks the field the server names and asks for focus, again for the same field', () => {
    const once = run({ type: 'errorMarked', field: 'name' })
    const twice = formReducer(once, { type: 'errorMarked', field: 'name' })
    expect(once.errorField).toBe('name')
    expect(twice.focus?.request).toBeGreaterThan(once.focus?.request ?? 0)
  })

  it('drops the error mark once the visitor changes that field, not another', () => {
    const marked = run({ type: 'errorMarked', field: 'comment' })
    expect(
      formReducer(marked, { type: 'fieldChanged', field: 'name', value: 'x' }).errorField,
    ).toBe('comment')
    expect(formReducer(marked, typed('fixed')).errorField).toBeNull()
  })

  it('places a post’s message before the field its error names, kept while the field is corrected, else before the buttons', () => {
    const sent = run({ type: 'sendStarted' })
    expect(sent.messagePlace).toBe('buttons')
    const marked = formReducer(sent, { type: 'errorMarked', field: 'comment' })
    expect(formReducer(marked, typed('fixed')).messagePlace).toBe('comment')
    expect(formReducer(marked, { type: 'sendStarted' }).messagePlace).toBe('buttons')
    // Home, where a success says so: at the top, as before any post.
    expect(formReducer(sent, { type: 'returnedHome', posted: true }).messagePlace).toBeUndefined()
    expect(initialFormState.messagePlace).toBeUndefined()
    // Taken to another comment, the form drops the place with the error mark: a message there is new.
    expect(formReducer(marked, { type: 'replyStarted', commentId: 3 }).messagePlace).toBeUndefined()
    expect(formReducer(sent, edit()).messagePlace).toBeUndefined()
  })

  it('restores remembered author values and a draft only into empty fields', () => {
    const state = run(
      { type: 'fieldChanged', field: 'name', value: 'Typed' },
      { type: 'authorRestored', values: { name: 'Cookie', email: 'c@example.com' } },
      { type: 'draftRestored', comment: 'Draft text', title: '' },
    )
    expect(state.values).toMatchObject({
      name: 'Typed',
      email: 'c@example.com',
      comment: 'Draft text',
    })
  })

  it('takes the values the server printed (a registered user’s name) without overwriting typed ones', () => {
    const printed: CommentFormModel = {
      ...model,
      inputs: [{ field: 'name', label: 'Name', maxLength: null, value: 'Sara' }],
    }
    const state = formReducer(initialFormState, {
      type: 'formReceived',
      model: printed,
      notice: null,
    })
    expect(state.values.name).toBe('Sara')
  })

  it('asks for focus on a field when the visitor opened the form', () => {
    expect(run({ type: 'focusRequested', field: 'name' }).focus?.field).toBe('name')
  })

  it('ticks and unticks the subscription', () => {
    expect(run({ type: 'subscribeChanged', checked: true }).values.subscribe).toBe(true)
  })
})

describe('the comment form while a post is out', () => {
  it('takes no typing until the answer: the fields are read-only', () => {
    const state = run(
      typed('first part'),
      { type: 'sendStarted' },
      typed('first part — second thought'),
      { type: 'fieldChanged', field: 'name', value: 'Late' },
      { type: 'subscribeChanged', checked: true },
    )
    expect(state.sending?.comment).toBe('first part')
    expect(state.values).toMatchObject({ comment: 'first part', name: '', subscribe: false })
  })

  it('gives the fields back, with everything in them, when the post fails', () => {
    const state = run(
      typed('Kept'),
      { type: 'sendStarted' },
      { type: 'sendEnded', answered: false },
      typed('Kept!'),
    )
    expect(state.sending).toBeNull()
    expect(state.values.comment).toBe('Kept!')
  })

  it('remembers the text of a new comment whose post got no answer, until a post is answered', () => {
    const lost = run(
      typed('Stored?'),
      { type: 'sendStarted' },
      { type: 'sendEnded', answered: false },
    )
    expect(lost.unanswered).toBe('Stored?')
    const refused = run(
      typed('Stored?'),
      { type: 'sendStarted' },
      { type: 'sendEnded', answered: true },
    )
    expect(refused.unanswered).toBeNull()
    const again = formReducer(formReducer(lost, { type: 'sendStarted' }), {
      type: 'sendEnded',
      answered: true,
    })
    expect(again.unanswered).toBeNull()
    const posted = formReducer(formReducer(lost, { type: 'sendStarted' }), {
      type: 'returnedHome',
      posted: true,
    })
    expect(posted.unanswered).toBeNull()
  })

  it('remembers no edit whose save got no answer: a save sent again is no new comment', () => {
    const state = run(
      {
        type: 'editStarted',
        values: { id: 4, name: 'N', email: '', homepage: '', title: '', text: 'Old' },
      },
      { type: 'sendStarted' },
      { type: 'sendEnded', answered: false },
    )
    expect(state.unanswered).toBeNull()
  })

  it('empties only what was sent once posted: a quote inserted meanwhile stays', () => {
    const sent = run(typed('Sent'), { type: 'sendStarted' })
    const quoted = formReducer(sent, { type: 'textInserted', text: '[quote]Q[/quote]' })
    const cleared = formReducer(quoted, { type: 'commentCleared' })
    expect(cleared.values.comment).toBe('Sent[quote]Q[/quote]')
    const home = formReducer(cleared, { type: 'returnedHome', posted: true })
    expect(home.values.comment).toBe('Sent[quote]Q[/quote]')
    expect(home.sending).toBeNull()
    const plain = run(typed('Sent'), { type: 'sendStarted' }, { type: 'commentCleared' })
    expect(formReducer(plain, { type: 'returnedHome', posted: true }).values.comment).toBe('')
  })
})

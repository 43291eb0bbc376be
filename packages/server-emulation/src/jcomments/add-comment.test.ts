import { describe, expect, it } from 'vitest'
import { demoSite } from './demo-site.ts'
import { demoThreads } from './demo-threads.ts'
import { createJCommentsServer } from './server.ts'
import { ask, blockOf, call, form, itemIds } from './test-client.ts'

const nextId = Math.max(...demoThreads.flatMap((thread) => thread.comments.map(({ id }) => id))) + 1
const start = new Date('2026-03-01T12:00:00Z').getTime()

function setup() {
  let clock = start
  const server = createJCommentsServer({ now: () => new Date(clock) })
  return {
    server,
    wait: (seconds: number) => {
      clock += seconds * 1000
    },
  }
}

const guestPost = {
  name: 'Dmitry',
  email: 'dmitry@example.com',
  homepage: '',
  comment: 'Which point exactly?',
  captcha_refid: '7g4k2',
  object_id: 42,
  object_group: 'com_content',
}

describe('AddComment', () => {
  it('checks the fields in the server order and names the field at fault', () => {
    const { server } = setup()
    const post = (changes: Record<string, string>) =>
      ask(server, form('AddComment', { ...guestPost, ...changes }))
    expect(post({ name: '', email: '', comment: '' })).toEqual([
      { type: 'error', message: 'Please enter your name!', target: '', field: 'name' },
    ])
    expect(post({ name: 'Bob[x]', email: '' })).toEqual([
      {
        type: 'error',
        message:
          'This name consists of forbidden symbols.<br />Please do not use quotation marks or square brackets [ and ] in the name.',
        target: '',
        field: 'name',
      },
    ])
    expect(post({ name: 'A name well over twenty letters', email: '' })).toMatchObject([
      { type: 'error', field: 'name' },
    ])
    expect(post({ email: '', comment: '' })).toMatchObject([{ type: 'error', field: 'email' }])
    expect(post({ email: 'not-an-address', comment: '' })).toMatchObject([
      { type: 'error', field: 'email' },
    ])
    expect(post({ comment: '  \n ', captcha_refid: 'wrong' })).toEqual([
      {
        type: 'error',
        message: 'Please enter text of your comment!',
        target: '',
        field: 'comment',
      },
    ])
    expect(post({ comment: '[hide]secret[/hide]' })).toMatchObject([
      { type: 'error', field: 'comment' },
    ])
  })

  it('refuses a wrong captcha, reloads it, and keeps the fixed code valid', () => {
    const { server } = setup()
    expect(ask(server, form('AddComment', { ...guestPost, captcha_refid: 'abcde' }))).toEqual([
      {
        type: 'error',
        message: 'Please enter security code displayed in the image!',
        target: '',
        field: 'captcha',
      },
      { type: 'clear', field: 'captcha' },
    ])
    const steps = ask(server, form('AddComment', guestPost))
    expect(steps.map((step) => step.type)).toContain('message')
  })

  it('counts the length as the server does: each line break weighs six characters', () => {
    const { server, wait } = setup()
    const fits = `${'a'.repeat(993)}\nb`
    const tooLong = `${'a'.repeat(990)}\nb\nc`
    expect(ask(server, form('AddComment', { ...guestPost, comment: tooLong }))).toEqual([
      { type: 'error', message: 'Comment is too long!', target: '', field: 'comment' },
    ])
    wait(60)
    expect(ask(server, form('AddComment', { ...guestPost, comment: fits }))).toContainEqual({
      type: 'message',
      message: 'Thank you for your submission!',
      target: '',
    })
  })

  it('keeps a guest from posting again within the flood time, and lets them after it', () => {
    const { server, wait } = setup()
    ask(server, form('AddComment', guestPost))
    wait(5)
    expect(ask(server, form('AddComment', { ...guestPost, comment: 'Again' }))).toEqual([
      {
        type: 'error',
        message: 'You have recently added a new comment, please try again later.',
        target: '',
        field: '',
      },
    ])
    wait(6)
    expect(ask(server, form('AddComment', { ...guestPost, comment: 'Again' }))).toContainEqual({
      type: 'clear',
      field: 'comment',
    })
  })

  it('refuses the same comment again from the same author, naming the comment field, and takes other words', () => {
    const { server, wait } = setup()
    ask(server, form('AddComment', guestPost))
    wait(11)
    expect(ask(server, form('AddComment', guestPost))).toEqual([
      {
        type: 'error',
        message: 'You have already posted this comment!',
        target: '',
        field: 'comment',
      },
    ])
    expect(
      ask(server, form('AddComment', { ...guestPost, comment: 'Something else' })),
    ).toContainEqual({
      type: 'clear',
      field: 'comment',
    })
  })

  it('takes the same words from another author, or under another parent', () => {
    const { server, wait } = setup()
    ask(server, form('AddComment', guestPost))
    wait(11)
    expect(ask(server, form('AddComment', { ...guestPost, name: 'Boris' }))).toContainEqual({
      type: 'clear',
      field: 'comment',
    })
    wait(11)
    expect(ask(server, form('AddComment', { ...guestPost, parent: 13 }))).toContainEqual({
      type: 'clear',
      field: 'comment',
    })
  })

  it('adds a reply under its parent in tree view, then clears the comment and the captcha', () => {
    const { server } = setup()
    const steps = ask(server, form('AddComment', { ...guestPost, parent: 13 }))
    expect(steps.map((step) => step.type)).toEqual(['updateTree', 'message', 'clear', 'clear'])
    expect(steps[0]).toMatchObject({ mode: 'append', parentId: 13 })
    const tree = blockOf(ask(server, call('ShowPage', 42, 'com_content', 0)))
    expect(tree).toContain('Which point exactly?')
    expect(tree).toMatch(new RegExp(`id="comments-list-13">[\\s\\S]*id="comment-item-${nextId}"`))
  })

  it('holds a moderated guest comment back from the page', () => {
    const server = createJCommentsServer({
      site: {
        ...demoSite,
        rights: { ...demoSite.rights, guest: { ...demoSite.rights.guest, moderated: true } },
      },
    })
    expect(ask(server, form('AddComment', guestPost))).toEqual([
      {
        type: 'message',
        message: 'Thank you, your comment will be published once reviewed.',
        target: '',
      },
      { type: 'clear', field: 'comment' },
      { type: 'clear', field: 'captcha' },
    ])
    expect(itemIds(blockOf(ask(server, call('ShowPage', 42, 'com_content', 0))))).not.toContain(
      nextId,
    )
    server.actor = 'admin'
    expect(itemIds(blockOf(ask(server, call('ShowPage', 42, 'com_content', 0))))).toContain(nextId)
  })

  it('refuses posts from a banned IP with the ban message', () => {
    const { server } = setup()
    ask(server, form('AddComment', guestPost))
    server.actor = 'admin'
    ask(server, call('BanIP', nextId))
    server.actor = 'guest'
    expect(ask(server, form('AddComment', { ...guestPost, comment: 'Me again' }))).toEqual([
      { type: 'alert', message: 'You have been banned and can not post comments.' },
    ])
    const formSteps = ask(server, call('ShowForm', 42, 'com_content', 'comments-form-link'))
    expect(formSteps).toEqual([
      {
        type: 'assign',
        target: 'comments-form-link',
        html: '<a id="addcomments" href="#addcomments"></a>\n<p class="message">You have been banned and can not post comments.</p>\n',
      },
    ])
  })

  it('answers in Persian when the page is Persian', () => {
    const { server } = setup()
    expect(ask(server, form('AddComment', { ...guestPost, name: '' }), 'fa')).toEqual([
      { type: 'error', message: 'لطفاً نام خود را وارد کنید!', target: '', field: 'name' },
    ])
    const steps = ask(server, form('AddComment', { ...guestPost, object_id: 21 }), 'fa')
    expect(steps).toContainEqual({ type: 'message', message: 'از نظر شما سپاسگزاریم!', target: '' })
  })
})

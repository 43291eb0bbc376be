import { describe, expect, it } from 'vitest'
import { demoSite } from './demo-site.ts'
import { createJCommentsServer } from './server.ts'
import { ask, blockOf, call, form, itemIds } from './test-client.ts'

const showPage = call('ShowPage', 42, 'com_content', 0)

describe('editing', () => {
  it('lets a registered user edit only their own comments, filled in without name and e-mail', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    expect(ask(server, call('EditComment', 12))).toEqual([
      { type: 'alert', message: 'You have no rights for editing comments.' },
    ])
    expect(ask(server, call('EditComment', 16))).toEqual([
      {
        type: 'showEdit',
        id: 16,
        name: '',
        email: '',
        homepage: '',
        title: '',
        text: '[quote name="Boris"]I disagree with the second point.[/quote]Could you say why?',
      },
    ])
  })

  it('locks a comment being edited against other editors until it is saved or cancelled', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    ask(server, call('EditComment', 16))
    server.actor = 'admin'
    const beingEdited = {
      type: 'alert',
      message: 'This comment is currently being edited by another person',
    }
    expect(ask(server, call('EditComment', 16))).toEqual([beingEdited])
    expect(ask(server, call('DeleteComment', 16))).toEqual([beingEdited])
    expect(ask(server, call('PublishComment', 16))).toEqual([beingEdited])
    server.actor = 'registered'
    expect(server.respond({ url: '/', body: call('CancelComment', 16) })).toBe('[  ]')
    server.actor = 'admin'
    expect(ask(server, call('EditComment', 16))).toMatchObject([{ type: 'showEdit', id: 16 }])
  })

  it('sends the form first when none is loaded yet', () => {
    const server = createJCommentsServer({ actor: 'admin' })
    const steps = ask(server, call('EditComment', 14, 1))
    expect(steps.map((step) => step.type)).toEqual(['assign', 'initForm', 'showEdit'])
    expect(steps[0]).toMatchObject({ target: 'comments-form-link' })
    expect(steps[0]).toHaveProperty('html', expect.stringContaining('name="userid" value="62"'))
  })

  it('saves the new text, checks the comment in and refuses an empty or too long one', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    ask(server, call('EditComment', 16))
    expect(ask(server, form('SaveComment', { comment: '', id: 16 }))).toEqual([
      {
        type: 'error',
        message: 'Please enter text of your comment!',
        target: '',
        field: 'comment',
      },
    ])
    expect(ask(server, form('SaveComment', { comment: 'x'.repeat(1001), id: 16 }))).toEqual([
      { type: 'error', message: 'ERROR_TOO_LONG_COMMENT', target: '', field: 'comment' },
    ])
    const saved = ask(server, form('SaveComment', { comment: 'First line\nsecond line', id: 16 }))
    expect(saved).toMatchObject([{ type: 'updateComment', id: 16 }])
    expect(saved[0]).toHaveProperty('html', expect.stringContaining('First line<br />second line'))
    server.actor = 'admin'
    expect(ask(server, call('EditComment', 16))).toMatchObject([
      { type: 'showEdit', text: 'First line\nsecond line' },
    ])
  })
})

describe('publishing', () => {
  it('hides an unpublished comment, with its replies, from guests but not from the admin', () => {
    const server = createJCommentsServer({ actor: 'admin' })
    const tree = blockOf(ask(server, call('PublishComment', 14)))
    expect(tree).toContain(
      'class="toolbar-button-unpublish" href="#" onclick="jcomments.publishComment(14)',
    )
    server.actor = 'guest'
    expect(itemIds(blockOf(ask(server, showPage)))).toEqual([12, 13, 16, 17, 18, 20])
    server.actor = 'admin'
    ask(server, call('PublishComment', 14))
    server.actor = 'guest'
    expect(itemIds(blockOf(ask(server, showPage)))).toEqual([12, 14, 15, 13, 16, 17, 18, 20])
  })

  it('shows seeded unpublished comments to the admin only', () => {
    const server = createJCommentsServer()
    expect(itemIds(blockOf(ask(server, showPage)))).not.toContain(19)
    server.actor = 'admin'
    expect(itemIds(blockOf(ask(server, showPage)))).toContain(19)
  })

  it('refuses others', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    expect(ask(server, call('PublishComment', 12))).toEqual([
      { type: 'alert', message: 'You have no rights for publishing comments.' },
    ])
  })
})

describe('deleting', () => {
  it('removes a comment with all its replies, echoing the id as sent', () => {
    const server = createJCommentsServer({ actor: 'admin' })
    expect(ask(server, call('DeleteComment', 12))).toEqual([
      { type: 'updateComment', id: 12, html: '' },
    ])
    server.actor = 'guest'
    expect(itemIds(blockOf(ask(server, showPage)))).toEqual([13, 16, 17, 18, 20])
  })

  it('reloads the list page in list view with pagination', () => {
    const server = createJCommentsServer({ actor: 'admin' })
    const steps = ask(server, call('DeleteComment', 23))
    expect(steps).toMatchObject([{ type: 'updateList', mode: 'replace' }])
    expect(itemIds(blockOf(steps))).toEqual([21, 22, 24, 25, 26, 27, 28, 29, 30, 31])
  })

  it('refuses non-moderators', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    expect(ask(server, call('DeleteComment', 13))).toEqual([
      { type: 'alert', message: 'You have no rights to delete comments.' },
    ])
  })
})

describe('banning', () => {
  it('blacklists the author once, and says so in the comment', () => {
    const server = createJCommentsServer({ actor: 'admin' })
    expect(ask(server, call('BanIP', 13))).toEqual([
      {
        type: 'message',
        message: "IP-address of this comment's author has been successfully blacklisted.",
        target: 'comment-item-13',
      },
    ])
    expect(ask(server, call('BanIP', 13))).toEqual([
      {
        type: 'error',
        message: "IP-address of this comment's author is already blacklisted!",
        target: 'comment-item-13',
        field: '',
      },
    ])
  })

  it('is silent for non-moderators', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    expect(server.respond({ url: '/', body: call('BanIP', 13) })).toBe('[  ]')
  })
})

describe('soft delete', () => {
  it('keeps the comment in place, saying the administrator deleted it', () => {
    const server = createJCommentsServer({
      actor: 'admin',
      site: { ...demoSite, deleteMode: 'soft' },
    })
    const steps = ask(server, call('DeleteComment', 13))
    expect(steps).toMatchObject([{ type: 'updateComment', id: 13 }])
    expect(steps[0]).toHaveProperty(
      'html',
      expect.stringContaining('>This comment has been deleted by Administrator</div>'),
    )
    server.actor = 'guest'
    expect(itemIds(blockOf(ask(server, showPage)))).toContain(16)
  })
})

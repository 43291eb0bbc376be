import { describe, expect, it } from 'vitest'
import { demoThreads } from './demo-threads.ts'
import { createJCommentsServer } from './server.ts'
import { ask, blockOf, call, form, itemIds } from './test-client.ts'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

describe('list view pages', () => {
  it('opens on the last page for oldest-first order, and pages through ten at a time', () => {
    const server = createJCommentsServer()
    const last = blockOf(ask(server, call('ShowPage', 43, 'com_content', 0)))
    expect(itemIds(last)).toEqual(range(51, 55))
    const second = blockOf(ask(server, call('ShowPage', 43, 'com_content', 2)))
    expect(itemIds(second)).toEqual(range(31, 40))
    expect(second).toContain('id="comment-31">#11</a>')
    const nav = second.match(/<div id="nav-top">(.*)<\/div>/)?.[1] ?? ''
    expect([...nav.matchAll(/>(\d+)<\/(?:b|span)>/g)].map((match) => match[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ])
    expect(nav).toContain('<span class="activepage"><b>2</b></span>')
    expect(second).toContain('<div id="nav-bottom">')
  })

  it('opens on the first page, newest first, for newest-first order', () => {
    const threads = demoThreads.map((thread) =>
      thread.objectId === 43 ? { ...thread, order: 'DESC' as const } : thread,
    )
    const server = createJCommentsServer({ threads })
    expect(itemIds(blockOf(ask(server, call('ShowPage', 43, 'com_content', 0))))).toEqual(
      range(46, 55).reverse(),
    )
  })

  it('shows the page that holds a linked comment, then scrolls to it', () => {
    const server = createJCommentsServer()
    const steps = ask(server, call('ShowComment', 25))
    expect(itemIds(blockOf(steps))).toEqual(range(21, 30))
    expect(steps[1]).toEqual({ type: 'scrollToComment', id: 25 })
    expect(ask(server, call('ShowComment', 19))).toEqual([
      {
        type: 'alert',
        message:
          'Can not find comment message!\n May be it has been deleted or unpublished by administrator.',
      },
    ])
  })

  it('pages the Persian thread newest first, in Persian', () => {
    const server = createJCommentsServer()
    const first = blockOf(ask(server, call('ShowPage', 22, 'com_content', 0), 'fa'))
    expect(itemIds(first)).toEqual(range(71, 80).reverse())
    expect(first).toContain('<div id="nav-top">')
    expect(first).toContain('نظرات')
  })

  it('answers a new comment on a paged list with the page that holds it', () => {
    const server = createJCommentsServer({ now: () => new Date('2026-03-01T12:00:00Z') })
    const steps = ask(
      server,
      form('AddComment', {
        name: 'Hanna',
        email: 'hanna@example.com',
        comment: 'Late to the party',
        captcha_refid: '7g4k2',
        object_id: 43,
        object_group: 'com_content',
      }),
    )
    const newId =
      Math.max(...demoThreads.flatMap(({ comments }) => comments.map(({ id }) => id))) + 1
    // The last page of the thread, which the new comment has just joined.
    expect(itemIds(blockOf(steps))).toEqual([...range(51, 55), newId])
  })
})

describe('markup per actor', () => {
  it('renders BBCode, smileys, hidden text and masked e-mail for guests', () => {
    const server = createJCommentsServer()
    const tree = blockOf(ask(server, call('ShowPage', 21, 'com_content', 0), 'fa'))
    expect(tree).toContain('<h4>نظرات ')
    expect(tree).toContain('<strong>بخش دوم</strong>')
    expect(tree).toContain(
      '<span class="quote">نقل قول از علی:</span><blockquote><div>بخش دوم عالی بود.</div></blockquote>',
    )
    expect(tree).toContain(
      '<a href="https://fa.wikipedia.org/" target="_blank" rel="external nofollow">ویکی‌پدیا</a>',
    )
    expect(tree).toContain(
      '<ul><li>نویسندهٔ معتبر</li><li>تاریخ انتشار</li><li>نشانی کامل</li></ul>',
    )
    expect(tree).toContain('<img src="/images/smiles/laugh.svg" border="0" alt=":D" />')
    expect(tree).toContain(
      '<span class="hidden">فقط کاربران عضو می‌توانند متن پنهان را ببینند!</span>',
    )
    expect(tree).toContain('class="email"')
    expect(tree).toContain('>پاسخ</a>')
    expect(tree).not.toContain('comment-toolbar')
    expect(itemIds(tree)).not.toContain(10)
  })

  it('nests replies three levels deep in tree view', () => {
    const server = createJCommentsServer()
    const tree = blockOf(ask(server, call('ShowPage', 21, 'com_content', 0)))
    expect(tree).toMatch(
      /id="comments-list-1">[\s\S]*id="comment-item-2"[\s\S]*id="comments-list-2">[\s\S]*id="comment-item-3"/,
    )
  })

  it('gives a registered author the Edit button alone, on their own comments only', () => {
    const server = createJCommentsServer({ actor: 'registered' })
    const tree = blockOf(ask(server, call('ShowPage', 21, 'com_content', 0)))
    expect(
      [...tree.matchAll(/<p class="toolbar" id="comment-toolbar-(\d+)"/g)].map(([, id]) => id),
    ).toEqual(['5'])
    const toolbar =
      /<p class="toolbar" id="comment-toolbar-5">([\s\S]*?)<\/p>/.exec(tree)?.[1] ?? ''
    expect(
      [...toolbar.matchAll(/class="(toolbar-button-[a-z]+)"/g)].map(([, name]) => name),
    ).toEqual(['toolbar-button-edit'])
  })

  it('gives the admin the toolbar on every comment and the unpublished ones', () => {
    const server = createJCommentsServer({ actor: 'admin' })
    const tree = blockOf(ask(server, call('ShowPage', 21, 'com_content', 0)))
    expect(itemIds(tree)).toHaveLength(11)
    expect([...tree.matchAll(/<p class="toolbar"/g)]).toHaveLength(11)
    expect(tree).toContain('کد تخفیف کارگاه: JC2026')
  })

  it('builds the form for each actor', () => {
    const server = createJCommentsServer({ random: () => 0.04321 })
    const guest = ask(server, call('ShowForm', 21, 'com_content', 'comments-form-link'), 'fa')
    expect(guest.map((step) => step.type)).toEqual(['assign', 'initForm'])
    const html = guest[0]?.type === 'assign' ? guest[0].html : ''
    expect(html).toContain(
      'src="/component/jcomments/?task=captcha&amp;tmpl=component&amp;ac=04321"',
    )
    expect(html).toContain('<h4>افزودن نظر</h4>')
    expect(html).not.toContain('<script')
    expect(guest[1]).toMatchObject({
      config: { counter: { max: 1000, suffix: ' نویسه باقی مانده' } },
    })
    server.actor = 'registered'
    const registered = ask(server, call('ShowForm', 21, 'com_content', 'comments-form-link'))
    const registeredHtml = registered[0]?.type === 'assign' ? registered[0].html : ''
    expect(registeredHtml).not.toContain('captcha')
    expect(registeredHtml).not.toContain('name="name"')
    expect(registeredHtml).toContain('<input type="hidden" name="userid" value="63" />')
  })

  it('renders the page block: link-mode form, footer, no scripts', () => {
    const server = createJCommentsServer()
    const block = server.renderPageBlock(42, 'com_content', 'en')
    expect(block).toMatch(/^<div id="jc">\n<div id="comments"><h4>Comments /)
    expect(block).toContain(
      '<div id="comments-form-link">\n<a id="addcomments" class="showform" href="#addcomments" onclick="jcomments.showForm(42,\'com_content\', \'comments-form-link\'); return false;">Add comment</a>\n</div>',
    )
    expect(block).toContain('<div id="comments-footer"')
    expect(block).not.toContain('<script')
    expect(block).not.toContain('comment-toolbar')
    server.actor = 'admin'
    expect(server.renderPageBlock(42, 'com_content', 'en')).toContain('comment-toolbar-19')
    expect(server.renderPageBlock(43, 'com_content', 'en')).toContain('<div id="nav-top">')
  })
})

describe('the server as a whole', () => {
  it('names an unknown function', () => {
    const server = createJCommentsServer()
    expect(server.respond({ url: '/', body: 'jtxf=JCommentsFoo&jtxa[]=1' })).toBe(
      '[ { "n": "al", "d": "Unknown Function JCommentsFoo." } ]',
    )
  })

  it('goes back to its seeds on reset', () => {
    const server = createJCommentsServer({ actor: 'admin' })
    const before = server.respond({ url: '/', body: call('ShowPage', 42, 'com_content', 0) })
    ask(server, call('DeleteComment', 12))
    ask(server, call('BanIP', 13))
    ask(server, call('Subscribe', 42, 'com_content'))
    ask(server, call('VoteComment', 18, 1))
    server.actor = 'registered'
    ask(server, call('EditComment', 16))
    server.actor = 'admin'
    server.reset()
    expect(server.respond({ url: '/', body: call('ShowPage', 42, 'com_content', 0) })).toBe(before)
    expect(ask(server, call('BanIP', 13))).toMatchObject([{ type: 'message' }])
    expect(ask(server, call('EditComment', 16))).toMatchObject([{ type: 'showEdit' }])
  })

  it('draws the captcha code and feeds published comments as RSS', () => {
    const server = createJCommentsServer()
    const svg = server.captchaImage()
    expect(svg.startsWith('<svg')).toBe(true)
    expect([...svg.matchAll(/<text[^>]*>(.)<\/text>/g)].map((match) => match[1]).join('')).toBe(
      server.captchaCode,
    )
    const rss = server.rssFeed(42, 'com_content')
    expect(rss).toContain('<rss version="2.0">')
    expect([...rss.matchAll(/<item>/g)]).toHaveLength(8)
    expect(rss).not.toContain('Cheap Watches')
    expect(rss).toContain('<link>http://127.0.0.1:5173/en/article.html#comment-12</link>')
  })
})

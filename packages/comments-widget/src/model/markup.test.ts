// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { actionOf, editElement, hasActions, prepareMarkup, textOf } from './markup.ts'

const prepare = (html: string, warn = vi.fn()) =>
  prepareMarkup(html, { linksInNewWindow: false, headingLevel: 3, language: 'en', warn })

describe('prepareMarkup', () => {
  it('turns the server’s handlers into typed actions and drops the handlers', () => {
    const { fragment } = prepare(
      `<a href="#" onclick="jcomments.voteComment(5, -1);return false;">-</a><a href="#" onclick="if (confirm('Delete?')){jcomments.deleteComment(5);}return false;">x</a>`,
    )
    const [vote, remove] = Array.from(fragment.querySelectorAll('a'))
    expect(vote && actionOf(vote)).toEqual({ type: 'vote', commentId: 5, value: -1 })
    expect(remove && actionOf(remove)).toEqual({
      type: 'delete',
      commentId: 5,
      confirmation: 'Delete?',
    })
    expect(fragment.querySelector('[onclick]')).toBeNull()
  })

  it('marks commenters’ links as user content, and opens none in a new window without noopener', () => {
    const html =
      '<a class="comment-anchor" href="/x.html#comment-5">#1</a><span class="comment-title"><a href="https://t.example/">t</a></span>' +
      '<a class="author-homepage" href="https://sara.example/" rel="nofollow">Sara</a>' +
      '<div class="comment-body"><a href="https://a.example/" rel="external">a</a> <a href="https://b.example/" target="_blank">b</a></div>'
    const rels = (links: DocumentFragment) =>
      Array.from(links.querySelectorAll('a'), (link) => link.getAttribute('rel'))
    expect(rels(prepare(html).fragment)).toEqual([
      null,
      'ugc nofollow',
      'nofollow ugc',
      'external ugc nofollow',
      'noopener noreferrer ugc nofollow',
    ])
    const inNewWindow = prepareMarkup(html, {
      linksInNewWindow: true,
      headingLevel: 3,
      language: 'en',
      warn: vi.fn(),
    })
    expect(rels(inNewWindow.fragment)).toEqual([
      'noopener noreferrer',
      'noopener noreferrer ugc nofollow',
      'nofollow noopener noreferrer ugc',
      'external noopener noreferrer ugc nofollow',
      'noopener noreferrer ugc nofollow',
    ])
  })

  it('drops the ids and names a commenter copied into a body, so they never take over the widget’s own', () => {
    const { fragment } = prepare(
      '<div class="comment-body" id="comment-body-5"><a id="addcomments" href="#x">a</a><span id="comment-item-4">s</span><img name="comments-form" alt=""></div><div id="comments-form-link">kept</div>',
    )
    expect(Array.from(fragment.querySelectorAll('[id], [name]'), (element) => element.id)).toEqual([
      'comment-body-5',
      'comments-form-link',
    ])
  })

  it('warns about handlers it does not know, and binds nothing for them', () => {
    const warn = vi.fn()
    const safe = prepare(
      '<a onclick="steal()">a</a><a onclick="jcomments.voteComment(1,1);steal()">b</a>',
      warn,
    )
    expect(hasActions(safe)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('reads the handlers the output filter moved into data-jc-onclick, as their onclick', () => {
    const warn = vi.fn()
    const { fragment } = prepare(
      `<a href="#" class="vote-good" data-jc-onclick="jcomments.voteComment(7, 1);return false;"></a>` +
        `<span class="page" data-jc-onclick="jcomments.showPage(43, 'com_content', 2);">2</span>` +
        `<a href="#" data-jc-onclick="steal()">x</a>`,
      warn,
    )
    const [vote, page, unknown] = Array.from(fragment.querySelectorAll('a, span'))
    expect(vote && actionOf(vote)).toEqual({ type: 'vote', commentId: 7, value: 1 })
    expect(page && actionOf(page)).toMatchObject({ type: 'showPage', page: 2 })
    expect(page?.getAttribute('role')).toBe('button')
    expect(unknown && actionOf(unknown)).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(fragment.querySelector('[data-jc-onclick]')).toBeNull()
  })

  it('lets a real onclick win over a data-jc-onclick beside it', () => {
    const { fragment } = prepare(
      `<a href="#" onclick="jcomments.voteComment(7, 1);return false;" data-jc-onclick="jcomments.deleteComment(7);"></a>`,
    )
    const link = fragment.querySelector('a')
    expect(link && actionOf(link)).toEqual({ type: 'vote', commentId: 7, value: 1 })
  })

  it('makes controls that are not links reachable by keyboard', () => {
    const { fragment } = prepare(
      `<span class="page" onclick="jcomments.showPage(43, 'com_content', 1);" onmouseover="this.className='hoverpage';">2</span>`,
    )
    const page = fragment.querySelector('span.page')
    expect(page?.getAttribute('role')).toBe('button')
    expect(page?.getAttribute('tabindex')).toBe('0')
    expect(page?.hasAttribute('onmouseover')).toBe(false)
  })

  it('makes the vote and moderation toolbar links buttons, and leaves the other links links', () => {
    const { fragment } = prepare(
      `<a href="#" class="vote-good" onclick="jcomments.voteComment(7, 1);return false;"></a>` +
        `<p class="toolbar" id="comment-toolbar-7"><a class="toolbar-button-delete" href="#" onclick="if (confirm('Delete?')){jcomments.deleteComment(7);}return false;" title="Delete"></a></p>` +
        `<a href="#" onclick="jcomments.showReply(7); return false;">Reply</a>`,
    )
    const [vote, remove, reply] = Array.from(fragment.querySelectorAll('a'))
    expect(vote?.getAttribute('role')).toBe('button')
    expect(remove?.getAttribute('role')).toBe('button')
    expect(reply?.hasAttribute('role')).toBe(false)
  })

  it('names the vote and toolbar links by their titles, which a glyph a template draws in them would not replace', () => {
    const { fragment } = prepare(
      `<a href="#" class="vote-good" title="نظر خوب!" onclick="jcomments.voteComment(7, 1);return false;"></a>` +
        `<a class="toolbar-button-edit" href="#" onclick="jcomments.editComment(7); return false;" title="Edit"></a>` +
        `<a href="#" title="Reply to this comment" onclick="jcomments.showReply(7); return false;">Reply</a>` +
        `<a href="/user/7" title="Profile"></a>`,
    )
    const [vote, edit, reply, profile] = Array.from(fragment.querySelectorAll('a'))
    expect(vote?.getAttribute('aria-label')).toBe('نظر خوب!')
    expect(edit?.getAttribute('aria-label')).toBe('Edit')
    // Named by their own words; and no control.
    expect(reply?.hasAttribute('aria-label')).toBe(false)
    expect(profile?.hasAttribute('aria-label')).toBe(false)
  })

  it('gives the block’s headings the element’s outline level', () => {
    expect(
      prepare('<h4>Comments</h4>').fragment.querySelector('h4')?.getAttribute('aria-level'),
    ).toBe('3')
  })

  it('gives an image without a text an empty one, and keeps the text of one that has it', () => {
    const { fragment } = prepare('<img src="/a.png"><img src="/smile.gif" alt=":)">')
    expect(
      Array.from(fragment.querySelectorAll('img'), (image) => image.getAttribute('alt')),
    ).toEqual(['', ':)'])
  })

  it('leaves the reply, quote and report links without the server’s separators between them', () => {
    const { fragment } = prepare(
      `<span class="comments-buttons">\n<a href="#" onclick="jcomments.showReply(4); return false;">Reply</a>\n | <a href="#" onclick="jcomments.quoteComment(4); return false;">Quote</a>\n | \n<a href="#">Report</a>\n</span>`,
    )
    const buttons = fragment.querySelector('.comments-buttons')
    expect(buttons?.textContent?.trim().split(/\s+/)).toEqual(['Reply', 'Quote', 'Report'])
    expect(buttons?.children).toHaveLength(3)
  })
})

describe('prepareMarkup on a Persian page', () => {
  const comment =
    `<span class="comments-vote"><span id="comment-vote-holder-12">` +
    `<a href="#" class="vote-good" onclick="jcomments.voteComment(12, 1);return false;"></a>` +
    `<span class="vote-good">+14</span></span></span>` +
    `<a class="comment-anchor" href="/article#comment-12" id="comment-12">#12</a>` +
    `<span class="comment-author">Sara 2</span> <span class="comment-date">2026-02-01 08:10</span>` +
    `<div class="comment-body">Room 101</div>` +
    `<div id="nav-top"><span class="page" onclick="jcomments.showPage(43, 'com_content', 2);">2</span>` +
    `<span class="activepage"><b>10</b></span></div>`
  const persian = (html: string) =>
    prepareMarkup(html, { linksInNewWindow: false, headingLevel: 2, language: 'fa', warn: vi.fn() })

  it('shows the score, the number, the date and the page numbers in Persian digits', () => {
    const { fragment } = persian(comment)
    const text = (selector: string) => fragment.querySelector(selector)?.textContent
    expect(text('span.vote-good')).toBe('+۱۴')
    expect(text('.comment-anchor')).toBe('#۱۲')
    expect(text('.comment-date')).toBe('۲۰۲۶-۰۲-۰۱ ۰۸:۱۰')
    expect(text('.page')).toBe('۲')
    expect(text('.activepage')).toBe('۱۰')
  })

  it('leaves what the visitor wrote, the addresses and the actions sent to the server as they were', () => {
    const { fragment } = persian(comment)
    expect(fragment.querySelector('.comment-body')?.textContent).toBe('Room 101')
    expect(fragment.querySelector('.comment-author')?.textContent).toBe('Sara 2')
    expect(fragment.querySelector('.comment-anchor')?.getAttribute('href')).toBe(
      '/article#comment-12',
    )
    const vote = fragment.querySelector('a.vote-good')
    expect(vote && actionOf(vote)).toEqual({ type: 'vote', commentId: 12, value: 1 })
    const page = fragment.querySelector('.page')
    expect(page && actionOf(page)).toMatchObject({ type: 'showPage', page: 2 })
  })

  it('shows an English page’s numbers as the server wrote them', () => {
    expect(prepare(comment).fragment.querySelector('.comment-date')?.textContent).toBe(
      '2026-02-01 08:10',
    )
  })
})

describe('editElement', () => {
  it('patches a copy and leaves the original as it was', () => {
    const original = prepare('<span id="holder">old</span>')
    const patched = editElement(original, 'holder', (holder) => {
      holder.textContent = 'new'
    })
    expect(textOf(patched)).toBe('new')
    expect(textOf(original)).toBe('old')
    expect(editElement(original, 'missing', () => {})).toBe(original)
  })
})

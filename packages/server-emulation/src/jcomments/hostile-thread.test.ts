import { describe, expect, it } from 'vitest'
import { demoThreads } from './demo-threads.ts'
import { hostilePayloads, hostileThread } from './hostile-thread.ts'
import { createJCommentsServer } from './server.ts'
import { ask, blockOf, call, itemIds } from './test-client.ts'

// How the demo's template strips handlers from the page it prints (demo/build/server-markup.ts).
const quotedHandler = /\s+on[a-z]+="[^"]*"/g

describe('the hostile thread', () => {
  it('is one of the demo threads, on its own page', () => {
    expect(demoThreads).toContain(hostileThread)
    const ids = demoThreads.flatMap((thread) => thread.comments.map(({ id }) => id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('prints the second page with the article, its payloads raw as JComments prints stored text', () => {
    const page = createJCommentsServer().renderPageBlock(44, 'com_content', 'en')
    expect(itemIds(page)).toEqual([85, 86, 87, 88])
    for (const payload of [
      hostilePayloads.img,
      hostilePayloads.svg,
      hostilePayloads.dataImage,
      hostilePayloads.javascriptUrl,
      hostilePayloads.dataUrl,
      hostilePayloads.unknownOnclick,
      hostilePayloads.knownCallThenCode,
      hostilePayloads.javascriptForm,
    ]) {
      expect(page).toContain(payload)
    }
  })

  it('prints nothing a strict-CSP template could not print: every handler quoted, no frame or script', () => {
    const page = createJCommentsServer()
      .renderPageBlock(44, 'com_content', 'en')
      .replace(quotedHandler, '')
    expect(page).not.toMatch(/\son[a-z]+=/i)
    expect(page).not.toMatch(/<(iframe|script)\b/i)
  })

  it('sends the first page only in AJAX answers, with the shapes no page could print', () => {
    const first = blockOf(ask(createJCommentsServer(), call('ShowPage', 44, 'com_content', 1)))
    expect(itemIds(first)).toEqual([81, 82, 83, 84])
    for (const payload of [
      hostilePayloads.imgUnquoted,
      hostilePayloads.svgUnquoted,
      hostilePayloads.script,
      hostilePayloads.dataImage,
      hostilePayloads.iframeJavascript,
      hostilePayloads.iframeRemote,
      hostilePayloads.iframeSrcdoc,
      hostilePayloads.onclickUnquoted,
    ]) {
      expect(first).toContain(payload)
    }
  })
})

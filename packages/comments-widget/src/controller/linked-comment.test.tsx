// @vitest-environment jsdom
import { demoThreads } from '@jc/server-emulation'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emulatedServer } from '../testing/emulated-server.ts'
import { longThread } from '../testing/long-thread.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

// About 130 KB printed: long enough that, where DOMPurify sanitizes (jsdom has no HTML Sanitizer),
// the printed thread is shown in slices after its first screen.
const emulation = emulatedServer({ threads: [...demoThreads, longThread(77, 80)] })
const mount = mountWith(emulation)

// As on a page that does not ask the server for a linked comment
// (auto-show-comment="false", a stock page without its anti-cache flag):
// the widget holds the printed one in view.
const attributes = 'auto-show-comment="false" auto-show-form="false"'

describe('a link to one comment (#comment-<id>), without the deep links', () => {
  it('holds that comment in view once the widget has rendered the printed thread anew', async () => {
    const { scrolled } = mount({ fragment: 'comment-18', attributes })
    await settled()
    expect(scrolled).toEqual(['comment-18'])
    expect(emulation.actions).toEqual([])
  })

  it('leaves the page alone when the comment is not in the printed thread, or the fragment names no comment', async () => {
    for (const fragment of ['comment-404', 'comments', 'addcomments']) {
      const { scrolled } = mount({ fragment, attributes })
      await settled()
      expect(scrolled).toEqual([])
    }
  })

  it('shows the comment in the first render of a long thread shown in slices, with all above it, and the rest after', async () => {
    const last = mount({ object: 77, fragment: 'comment-1060', attributes })
    // Where the browser scrolled the printed block: the widget's first render holds it.
    expect(last.element.querySelector('#comment-1000')).not.toBeNull()
    expect(last.element.querySelector('#comment-1060')).not.toBeNull()
    expect(last.element.querySelector('#comment-1079')).toBeNull()
    await settled()
    expect(last.scrolled).toEqual(['comment-1060'])
    expect(emulation.actions).toEqual([])
    // The slices go on below it; the test ends once they are all shown, not while the page is torn down.
    await waitFor(() => expect(last.element.querySelector('#comment-1079')).not.toBeNull(), {
      timeout: 5000,
    })
    expect(last.scrolled).toEqual(['comment-1060'])
  })
})

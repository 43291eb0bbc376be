// @vitest-environment jsdom
import { decodeResponse } from '@jc/protocol'
import { writeResponse } from '@jc/protocol/server-format'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { firstSliceLength } from '../model/thread-slices.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

const emulation = emulatedServer()
const mount = mountWith(emulation)

/** The server's answer to a refresh, with the first comment long enough to fill the first screen. */
function longRefreshAnswer(): string {
  const real = decodeResponse(
    emulation.server.respond({
      url: '/component/jcomments/?tmpl=component&lang=en',
      body: 'jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=0',
    }),
  ).commands
  // The thread comes as the script `jcomments.updateTree('…')`; plain words need no escape in it.
  const filler = 'A long first comment. '.repeat(firstSliceLength / 20)
  return writeResponse(
    real.map((command) =>
      command.kind === 'js'
        ? { n: 'js', d: command.source.replace(/(id=\\"comment-body-12\\"[^>]*>)/, `$1${filler}`) }
        : command.kind === 'as'
          ? { n: 'as', t: command.target, d: command.html }
          : { n: 'js', d: '' },
    ),
  )
}

describe('a reply open under a comment of a long thread drawn again', () => {
  it('stays where it is, the same field with the same text, while the slices above it come', async () => {
    emulation.server.actor = 'registered'
    const user = userEvent.setup()
    const { element } = mount()
    const item = () => element.querySelector('#comment-item-17') as HTMLElement
    await user.click(within(item()).getByText('Reply'))
    await waitFor(() => expect(item().querySelector('textarea')).not.toBeNull())
    await settled()
    const field = item().querySelector('textarea') as HTMLTextAreaElement
    await user.type(field, 'Written under comment 17')
    const seenAtHome: boolean[] = []
    new MutationObserver(() =>
      seenAtHome.push(element.querySelector('#comments-form-link textarea') !== null),
    ).observe(element, { childList: true, subtree: true })
    emulation.answer = longRefreshAnswer()
    await user.click(element.querySelector('a.refresh') as HTMLElement)
    await settled()
    expect(element.querySelector('#comment-body-12')?.textContent).toContain(
      'A long first comment.',
    )
    expect(item().querySelector('textarea')).toBe(field)
    expect(field.value).toBe('Written under comment 17')
    expect(seenAtHome).not.toContain(true)
  })
})

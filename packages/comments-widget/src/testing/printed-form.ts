import { decodeResponse } from '@jc/protocol'
import type { emulatedServer } from './emulated-server.ts'

/** The thread as a page prints it with the form under it (`form_show` = 1), as the emulated server writes both. */
export function pageWithPrintedForm(emulation: ReturnType<typeof emulatedServer>): string {
  const answer = decodeResponse(
    emulation.server.respond({
      url: '/component/jcomments/?tmpl=component&lang=en',
      body: 'jtxf=JCommentsShowForm&jtxa[]=42&jtxa[]=com_content&jtxa[]=comments-form-link',
    }),
  )
  const html = answer.commands.find((command) => command.kind === 'as')
  const init = answer.commands.find((command) => command.kind === 'js')
  if (html?.kind !== 'as' || init?.kind !== 'js') throw new Error('no form in the answer')
  return emulation.server
    .renderPageBlock(42, 'com_content', 'en')
    .replace(
      /<div id="comments-form-link">[\s\S]*?<\/div>/,
      `${html.html}<script>${init.source}</script>`,
    )
}

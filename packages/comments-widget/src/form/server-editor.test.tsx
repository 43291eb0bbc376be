// @vitest-environment jsdom
import { decodeResponse } from '@jc/protocol'
import { writeResponse } from '@jc/protocol/server-format'
import { persianSite } from '@jc/server-emulation'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { control } from '../testing/control.ts'
import { emulatedServer } from '../testing/emulated-server.ts'
import { mountWith, settled } from '../testing/mount-element.tsx'

// The Persian pages answered as a real fa-IR site answers them: custom
// buttons printed unescaped, twenty smileys, a 500-character counter with the
// site's own words, CRLF templates, a plugin's posting rules with a script.
const emulation = emulatedServer({ sites: { fa: persianSite } })
const mount = mountWith(emulation)
const persian = { object: 21, lang: 'fa' } as const

type User = ReturnType<typeof userEvent.setup>

/** The form once its editor is there. */
async function editorOf(element: HTMLElement): Promise<HTMLFormElement> {
  await waitFor(() => expect(element.querySelector('#comments-form [role=toolbar]')).not.toBeNull())
  return element.querySelector('#comments-form') as HTMLFormElement
}

const counterOf = (form: HTMLElement) =>
  form.querySelector('#comments-form-comment-counter')?.textContent

/** The toolbar's controls as id, accessible name, class and icon. */
function toolbarOf(form: HTMLElement) {
  return within(form)
    .getAllByRole('button')
    .filter((button) => button.closest('[role=toolbar]'))
    .map((button) => ({
      id: button.id,
      title: button.getAttribute('aria-label'),
      className: button.className,
      icon: button.querySelector('img')?.getAttribute('src') ?? null,
    }))
}

const builtIn = [
  ['b', 'پررنگ'],
  ['i', 'کج'],
  ['u', 'زیرخط‌دار'],
  ['s', 'خط‌خورده'],
  ['img', 'تصویر'],
  ['url', 'پیوند'],
  ['quote', 'نقل قول'],
  ['list', 'فهرست'],
].map(([tag, title]) => ({ id: `bbcode-${tag}`, title, className: `bbcode-${tag}`, icon: null }))

const custom = [
  {
    id: 'custombbcode1',
    title: 'ویدیو "آپارات"',
    className: 'custombbcode1',
    icon: '/images/bbcode/aparat.svg',
  },
  { id: 'custombbcode2', title: 'متن قرمز', className: 'bbcode-red', icon: null },
  { id: 'custombbcode3', title: 'اسپویل', className: 'custombbcode3', icon: null },
  {
    id: 'custombbcode5',
    title: 'خط نستعلیق',
    className: 'custombbcode5',
    icon: '/images/bbcode/nastaliq.svg',
  },
]

/** Everything the server configured shows, exactly, and nothing of the button beyond repair. */
async function expectServerEditor(form: HTMLFormElement, user: User, warnings: string[]) {
  // The maximum, read from an empty text.
  await user.clear(form.querySelector('#comments-form-comment') as HTMLElement)
  expect(counterOf(form)).toBe('تنها ۵۰۰ نویسه باقی مانده')
  const toolbar = toolbarOf(form)
  expect(toolbar.slice(0, -1)).toEqual([...builtIn, ...custom])
  expect(form.querySelector('#custombbcode4')).toBeNull()
  expect(warnings).toContainEqual(expect.stringContaining("addButton('custombbcode4'"))
  await user.click(within(form).getByRole('button', { name: 'شکلک‌ها' }))
  const smileys = within(within(form).getByRole('group', { name: 'شکلک‌ها' })).getAllByRole('button')
  // Named by what they show; the site's own two by their codes.
  expect(smileys.map((button) => button.querySelector('img')?.alt)).toEqual([
    'خنده',
    'قهقهه',
    'لبخند',
    'چشمک',
    'خونسرد با عینک آفتابی',
    'بی‌تفاوت',
    'سوت‌زنان',
    'خجالت‌زده',
    'غمگین',
    'گریان',
    'شگفت‌زده',
    'سردرگم',
    'بیمار',
    'وحشت‌زده',
    'خواب',
    'زبان‌درازی',
    'چشم‌چرخاندن',
    'آه‌کشیدن',
    ':گل:',
    ':چای:',
  ])
  expect(smileys.map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual(
    persianSite.smileys.map((smiley) => `/images/smiles/${smiley.file}`),
  )
  await user.keyboard('{Escape}')
}

describe('the comment form as a Persian site with custom buttons configures it', () => {
  it('ShowForm: the server’s counter, every button and custom button, and all twenty smileys', async () => {
    const user = userEvent.setup()
    const { element, warnings } = mount(persian)
    await user.click(control(element, (action) => action.type === 'showForm'))
    await settled()
    const form = await editorOf(element)
    await expectServerEditor(form, user, warnings)
    await user.type(form.querySelector('#comments-form-comment') as HTMLElement, 'سلام{Enter}')
    expect(counterOf(form)).toBe('تنها ۴۹۴ نویسه باقی مانده')
  })

  it('QuoteComment with the form: the same editor, under the comment', async () => {
    const user = userEvent.setup()
    const { element, warnings } = mount(persian)
    await user.click(
      control(
        element,
        (action) => action.type === 'reply' && action.commentId === 1 && action.quote,
      ),
    )
    await settled()
    expect(emulation.actions).toEqual(['JCommentsQuoteComment'])
    const form = await editorOf(element)
    expect(form.closest('#comment-item-1')).not.toBeNull()
    await expectServerEditor(form, user, warnings)
  })

  it('EditComment with the form: the same editor, filled with the comment', async () => {
    emulation.server.actor = 'admin'
    const user = userEvent.setup()
    const { element, warnings } = mount(persian)
    await user.click(control(element, (action) => action.type === 'edit' && action.commentId === 1))
    await settled()
    expect(emulation.bodies[0]?.getAll('jtxa[]')).toEqual(['1', '1'])
    const form = await editorOf(element)
    expect((form.querySelector('#comments-form-comment') as HTMLTextAreaElement).value).not.toBe('')
    const toolbar = toolbarOf(form)
    expect(toolbar.map((button) => button.id)).toEqual([
      ...['b', 'i', 'u', 's', 'img', 'url', 'hide', 'quote', 'list'].map((tag) => `bbcode-${tag}`),
      ...custom.map((button) => button.id),
      'comments-form-comment-smileys-toggle',
    ])
    expect(toolbar.slice(9, -1)).toEqual(custom)
    expect(warnings).toContainEqual(expect.stringContaining("addButton('custombbcode4'"))
    // The server counts no moderator's text (no addCounter): no counter, no made-up limit.
    expect(counterOf(form)).toBeUndefined()
    expect(
      form.querySelector('#comments-form-comment')?.getAttribute('aria-describedby'),
    ).toBeNull()
  })

  it('a custom button asks with the server’s own words, quotes and all, and wraps the answer', async () => {
    const user = userEvent.setup()
    const { element, prompts } = mount({ ...persian, prompt: 'https://www.aparat.com/v/xyz' })
    await user.click(control(element, (action) => action.type === 'showForm'))
    await settled()
    const form = await editorOf(element)
    await user.click(within(form).getByRole('button', { name: 'ویدیو "آپارات"' }))
    expect(prompts).toEqual(["نشانی ویدیو را وارد کنید (مثلاً 'https://www.aparat.com/v/abc')"])
    expect((form.querySelector('#comments-form-comment') as HTMLTextAreaElement).value).toBe(
      '[aparat]https://www.aparat.com/v/xyz[/aparat]',
    )
  })

  it('a custom button whose icon the address check refuses shows its title, and the console names it', async () => {
    const answer = decodeResponse(
      emulation.server.respond({
        url: '/component/jcomments/?tmpl=component&lang=fa',
        body: 'jtxf=JCommentsShowForm&jtxa[]=21&jtxa[]=com_content&jtxa[]=comments-form-link',
      }),
    )
    emulation.answer = writeResponse(
      answer.commands.map((command) =>
        command.kind === 'as'
          ? { n: 'as', t: command.target, d: command.html }
          : {
              n: 'js',
              d:
                command.kind === 'js'
                  ? command.source
                      .replace('/images/bbcode/aparat.svg', "javascript:window.__pwned='icon'")
                      .replace('/images/bbcode/nastaliq.svg', 'data:text/javascript,alert(1)')
                  : '',
            },
      ),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const { element } = mount(persian)
    await user.click(control(element, (action) => action.type === 'showForm'))
    await settled()
    emulation.answer = null
    const form = await editorOf(element)
    const icons = toolbarOf(form).map((button) => button.icon)
    expect(icons.filter((icon) => icon !== null)).toEqual([])
    expect(within(form).getByRole('button', { name: 'ویدیو "آپارات"' }).textContent).toBe(
      'ویدیو "آپارات"',
    )
    expect(warn.mock.calls.flat()).toEqual(
      expect.arrayContaining([
        `<jc-comments> the icon of the button custombbcode1: refused the address "javascript:window.__pwned='icon'"`,
        '<jc-comments> the icon of the button custombbcode5: refused the address "data:text/javascript,alert(1)"',
      ]),
    )
    warn.mockRestore()
  })
})

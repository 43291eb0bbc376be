import type { EditorButton, EditorConfig } from '@jc/protocol'
import type { Timers } from '@jc/widget-kit'
import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { announcementDelay } from './character-counter.tsx'
import { CommentEditor, type CommentEditorProps } from './comment-editor.tsx'
import type { TextEdit } from './text-edits.ts'

afterEach(cleanup)

const titles: Record<EditorButton['tag'], string> = {
  b: 'Bold',
  i: 'Italic',
  u: 'Underlined',
  s: 'Striked',
  img: 'Image',
  url: 'Link',
  hide: 'Hidden text (only for registered)',
  quote: 'Quote',
  list: 'List',
}

function configWith(
  tags: readonly EditorButton['tag'][],
  extra: Partial<EditorConfig> = {},
): EditorConfig {
  return {
    textareaId: 'comments-form-comment',
    formId: 'comments-form',
    resizable: true,
    buttons: tags.map((tag) => ({ tag, title: titles[tag], prompt: `Enter ${tag}` })),
    customButtons: [],
    smileys: null,
    counter: null,
    init: 'deferred',
    ignored: [],
    ...extra,
  }
}

const allTags = Object.keys(titles) as EditorButton['tag'][]

/** A clock that runs only when the test says so. */
function manualTimers() {
  let now = 0
  let next = 1
  const pending = new Map<number, { at: number; callback: () => void }>()
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      pending.set(next, { at: now + ms, callback })
      return next++
    },
    clearTimeout: (handle) => {
      pending.delete(handle)
    },
    now: () => now,
  }
  const advance = (ms: number) => {
    now += ms
    for (const [handle, timer] of [...pending]) {
      if (timer.at <= now) {
        pending.delete(handle)
        act(() => timer.callback())
      }
    }
  }
  return { timers, advance }
}

type FormProps = Omit<CommentEditorProps, 'value' | 'onEdit'> & {
  readonly text: string
  readonly edits: TextEdit[]
  /** Where the form's own changes of the text (a post that empties it) come from. */
  readonly setter: { set?: (text: string) => void }
}

/** The form's part: it keeps the text and passes it back. */
function Form({ text, edits, setter, ...props }: FormProps) {
  const [value, setValue] = useState(text)
  setter.set = setValue
  return (
    <CommentEditor
      {...props}
      value={value}
      onEdit={(edit) => {
        edits.push(edit)
        setValue(edit.text)
      }}
    />
  )
}

function setup(
  options: Partial<CommentEditorProps> & { text?: string; answers?: (string | null)[] } = {},
) {
  const { text = '', answers = [], ...overrides } = options
  const prompt = vi.fn((_message: string, _default?: string) => answers.shift() ?? null)
  const edits: TextEdit[] = []
  const { timers, advance } = manualTimers()
  const user = userEvent.setup()
  const setter: FormProps['setter'] = {}
  render(
    <Form
      text={text}
      edits={edits}
      setter={setter}
      id="comments-form-comment"
      name="comment"
      label="Comment"
      selection={null}
      config={configWith(allTags)}
      maxLength={1000}
      language="en"
      dialogs={{ prompt }}
      timers={timers}
      invalid={false}
      headingLevel={2}
      {...overrides}
    />,
  )
  const textarea = screen.getByLabelText<HTMLTextAreaElement>('Comment')
  const setText = (next: string) => act(() => setter.set?.(next))
  return { user, textarea, prompt, edits, advance, setText }
}

describe('CommentEditor', () => {
  describe('the textarea', () => {
    it('keeps the legacy id and name and takes what is typed', async () => {
      const { user, textarea, edits } = setup()
      expect(textarea.id).toBe('comments-form-comment')
      expect(textarea.name).toBe('comment')
      await user.type(textarea, 'hi')
      expect(textarea.value).toBe('hi')
      expect(edits.at(-1)).toEqual({ text: 'hi', selection: { start: 2, end: 2 } })
    })

    it('follows the direction of what is typed, past BBCode tags, and the block’s while empty', async () => {
      const { user, textarea, setText } = setup()
      expect(textarea.hasAttribute('dir')).toBe(false)
      // A quote of a Persian comment starts with Latin tag names.
      setText('[quote name="رضا"]نظر خوبی بود[/quote]\n')
      expect(textarea.dir).toBe('rtl')
      setText('')
      await user.type(textarea, 'Thanks')
      expect(textarea.dir).toBe('ltr')
    })

    it('starts at 8 rows and grows one row past its lines', async () => {
      const { user, textarea } = setup()
      expect(textarea.getAttribute('rows')).toBe('8')
      await user.type(textarea, '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7{Enter}8{Enter}9')
      expect(textarea.getAttribute('rows')).toBe('10')
    })

    it('shows the form’s error state and message', () => {
      const { textarea } = setup({ invalid: true, describedBy: 'comments-form-message' })
      expect(textarea.getAttribute('aria-invalid')).toBe('true')
      expect(textarea.classList.contains('error')).toBe(true)
      expect(textarea.getAttribute('aria-describedby')).toBe(
        'comments-form-comment-counter comments-form-message',
      )
    })

    it('leaves other keys to the form around it, untouched', async () => {
      const { user, textarea } = setup()
      const seen: string[] = []
      const listen = (event: KeyboardEvent) =>
        seen.push(`${event.key}${event.defaultPrevented ? ' prevented' : ''}`)
      document.addEventListener('keydown', listen)
      await user.type(textarea, '{Control>}b{Enter}{/Control}')
      document.removeEventListener('keydown', listen)
      expect(seen).toEqual(['Control', 'b prevented', 'Enter'])
    })

    it('applies a selection the form sets, such as after inserting a quote', () => {
      const { textarea } = setup({ text: 'abcdef', selection: { start: 2, end: 4 } })
      expect(document.activeElement).toBe(textarea)
      expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([2, 4])
    })
  })

  describe('the toolbar', () => {
    it('has one button per server button, in order, named by the server’s titles', () => {
      setup()
      const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
      const buttons = within(toolbar).getAllByRole('button')
      expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
        Object.values(titles),
      )
      expect(buttons.map((button) => button.id)).toEqual(allTags.map((tag) => `bbcode-${tag}`))
      expect(buttons[0]?.classList.contains('bbcode-b')).toBe(true)
      expect(buttons[0]?.getAttribute('aria-keyshortcuts')).toBe('Control+B')
      expect(buttons[3]?.hasAttribute('aria-keyshortcuts')).toBe(false)
    })

    it('draws the link button as an icon, not a character the visitor’s fonts may lack', () => {
      setup()
      const link = screen.getByRole('button', { name: titles.url })
      expect(link.querySelector('svg')).not.toBeNull()
      expect(link.textContent).toBe('')
    })

    it('is absent without a server configuration', () => {
      setup({ config: null })
      expect(screen.queryByRole('toolbar')).toBeNull()
    })

    it('wraps the selection and puts the caret after the closing tag', async () => {
      const { user, textarea, prompt } = setup({ text: 'say hello world' })
      textarea.setSelectionRange(4, 9)
      await user.click(screen.getByRole('button', { name: 'Bold' }))
      expect(textarea.value).toBe('say [b]hello[/b] world')
      expect(prompt).not.toHaveBeenCalled()
      expect(document.activeElement).toBe(textarea)
      expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([16, 16])
    })

    it('without a selection, asks for the text and inserts it at the caret', async () => {
      const { user, textarea, prompt } = setup({ text: 'see ', answers: ['https://example.org'] })
      textarea.setSelectionRange(4, 4)
      await user.click(screen.getByRole('button', { name: 'Link' }))
      expect(prompt).toHaveBeenCalledWith('Enter url', '')
      expect(textarea.value).toBe('see [url]https://example.org[/url]')
      expect(document.activeElement).toBe(textarea)
      expect(textarea.selectionStart).toBe(textarea.value.length)
    })

    it.each([
      ['cancelled', null],
      ['left empty', ''],
    ])('changes nothing when the prompt is %s', async (_, answer) => {
      const { user, textarea, edits } = setup({ text: 'abc', answers: [answer] })
      textarea.setSelectionRange(1, 1)
      await user.click(screen.getByRole('button', { name: 'Quote' }))
      expect(textarea.value).toBe('abc')
      expect(edits).toEqual([])
      expect(document.activeElement).toBe(textarea)
    })

    it('opens a list with its first bullet', async () => {
      const { user, textarea } = setup({ answers: ['milk'] })
      await user.click(screen.getByRole('button', { name: 'List' }))
      expect(textarea.value).toBe('[list][*]milk[/list]')
    })

    it('moves with the arrow keys and keeps one tab stop', async () => {
      const { user } = setup()
      const bold = screen.getByRole('button', { name: 'Bold' })
      expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([
        bold,
      ])
      bold.focus()
      await user.keyboard('{ArrowRight}')
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }))
      await user.keyboard('{ArrowLeft}{ArrowLeft}')
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'List' }))
      await user.keyboard('{Home}')
      expect(document.activeElement).toBe(bold)
      await user.keyboard('{End}')
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'List' }))
      expect(screen.getByRole('button', { name: 'List' }).tabIndex).toBe(0)
      expect(bold.tabIndex).toBe(-1)
    })

    it('mirrors the arrow keys right to left', async () => {
      const { user } = setup({ language: 'fa' })
      const bold = screen.getByRole('button', { name: 'Bold' })
      bold.focus()
      await user.keyboard('{ArrowLeft}')
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }))
    })

    describe('custom buttons', () => {
      const custom = configWith(['b'], {
        customButtons: [
          {
            id: 'custombbcode1',
            title: 'YouTube',
            prompt: 'Video address',
            open: '[youtube]',
            close: '[/youtube]',
            cssClass: '',
            icon: '/images/youtube.png',
          },
          {
            id: 'custombbcode2',
            title: 'Spoiler',
            prompt: 'Text',
            open: '[spoiler]',
            close: '[/spoiler]',
            cssClass: 'spoiler-button',
            icon: '',
          },
        ],
      })

      it('show an image button with its id as class, or a text button with its class', () => {
        setup({ config: custom })
        const youtube = screen.getByRole('button', { name: 'YouTube' })
        expect(youtube.id).toBe('custombbcode1')
        expect(youtube.className).toBe('custombbcode1')
        expect(youtube.querySelector('img')?.getAttribute('src')).toBe('/images/youtube.png')
        expect(screen.getByRole('button', { name: 'Spoiler' }).className).toBe('spoiler-button')
      })

      it('wrap with their own tags, or ask', async () => {
        const { user, textarea, prompt } = setup({ config: custom, text: 'x', answers: ['abc'] })
        textarea.setSelectionRange(0, 1)
        await user.click(screen.getByRole('button', { name: 'Spoiler' }))
        expect(textarea.value).toBe('[spoiler]x[/spoiler]')
        await user.click(screen.getByRole('button', { name: 'YouTube' }))
        expect(prompt).toHaveBeenCalledWith('Video address', '')
        expect(textarea.value).toBe('[spoiler]x[/spoiler][youtube]abc[/youtube]')
      })
    })
  })

  describe('shortcuts', () => {
    it.each([
      ['b', 'Control'],
      ['i', 'Control'],
      ['u', 'Control'],
      ['b', 'Meta'],
    ])('Ctrl or Cmd+%s with %s wraps the selection', async (key, modifier) => {
      const { user, textarea } = setup({ text: 'one two' })
      textarea.focus()
      textarea.setSelectionRange(4, 7)
      await user.keyboard(`{${modifier}>}${key}{/${modifier}}`)
      expect(textarea.value).toBe(`one [${key}]two[/${key}]`)
      expect(textarea.selectionStart).toBe(textarea.value.length)
    })

    it.each(['b', 'i', 'u'])(
      'Ctrl+%s without a selection leaves the caret inside the empty pair',
      async (key) => {
        const { user, textarea } = setup({ text: 'ab' })
        textarea.focus()
        textarea.setSelectionRange(1, 1)
        await user.keyboard(`{Control>}${key}{/Control}`)
        expect(textarea.value).toBe(`a[${key}][/${key}]b`)
        expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([4, 4])
      },
    )

    it('works only for the tags the server allowed', async () => {
      const { user, textarea, edits } = setup({ text: 'ab', config: configWith(['b']) })
      textarea.focus()
      textarea.setSelectionRange(0, 2)
      await user.keyboard('{Control>}i{/Control}')
      expect(textarea.value).not.toContain('[i]')
      await user.keyboard('{Control>}b{/Control}')
      expect(edits.at(-1)?.text).toBe('[b]ab[/b]')
    })
  })

  describe('smileys', () => {
    const withSmileys = configWith(['b'], {
      smileys: {
        baseUrl: '/components/com_jcomments/images/smiles',
        items: [
          { code: ':-)', image: 'smile.gif' },
          { code: ':D', image: 'laugh.gif' },
          { code: ';-)', image: 'wink.gif' },
          { code: ':گل:', image: 'flower.svg' },
        ],
      },
    })

    it('open from the toolbar, each a button named by what it shows and showing its image', async () => {
      const { user } = setup({ config: withSmileys })
      const toggle = screen.getByRole('button', { name: 'Smileys' })
      expect(toggle.getAttribute('aria-expanded')).toBe('false')
      await user.click(toggle)
      expect(toggle.getAttribute('aria-expanded')).toBe('true')
      const group = screen.getByRole('group', { name: 'Smileys' })
      const smile = within(group).getByRole('button', { name: 'Smiling' })
      expect(smile.querySelector('img.smile')?.getAttribute('src')).toBe(
        '/components/com_jcomments/images/smiles/smile.gif',
      )
      expect(document.activeElement).toBe(smile)
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.querySelector('img')?.alt),
      ).toEqual(['Smiling', 'Laughing', 'Winking', ':گل:'])
    })

    it('are named in Persian on a Persian page, a site’s own smiley by its code', async () => {
      const { user } = setup({ config: withSmileys, language: 'fa' })
      await user.click(screen.getByRole('button', { name: 'شکلک‌ها' }))
      const group = screen.getByRole('group', { name: 'شکلک‌ها' })
      expect(within(group).getByRole('button', { name: 'لبخند' })).toBeTruthy()
      expect(within(group).getByRole('button', { name: 'چشمک' })).toBeTruthy()
      await user.click(within(group).getByRole('button', { name: ':گل:' }))
      expect(screen.getByLabelText<HTMLTextAreaElement>('Comment').value).toBe(' :گل: ')
    })

    it('insert the code between spaces at the caret, then close', async () => {
      const { user, textarea } = setup({ config: withSmileys, text: 'hi' })
      textarea.setSelectionRange(2, 2)
      await user.click(screen.getByRole('button', { name: 'Smileys' }))
      await user.click(screen.getByRole('button', { name: 'Laughing' }))
      expect(textarea.value).toBe('hi :D ')
      expect(screen.queryByRole('group', { name: 'Smileys' })).toBeNull()
      expect(document.activeElement).toBe(textarea)
      expect(textarea.selectionStart).toBe(6)
    })

    it('move with the arrow keys and close on Escape, focus back on the toggle', async () => {
      const { user } = setup({ config: withSmileys })
      const toggle = screen.getByRole('button', { name: 'Smileys' })
      await user.click(toggle)
      await user.keyboard('{ArrowRight}')
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Laughing' }))
      await user.keyboard('{ArrowLeft}{ArrowLeft}')
      expect(document.activeElement).toBe(screen.getByRole('button', { name: ':گل:' }))
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('group', { name: 'Smileys' })).toBeNull()
      expect(document.activeElement).toBe(toggle)
    })

    it('move with the arrow keys where the page names an image activeElement', async () => {
      const { user } = setup({ config: withSmileys })
      await user.click(screen.getByRole('button', { name: 'Smileys' }))
      await user.keyboard('{ArrowRight}')
      const second = screen.getByRole('button', { name: 'Laughing' })
      const third = second.nextElementSibling
      const stopShadowing = printNamedImages(document, 'activeElement')
      fireEvent.keyDown(second, { key: 'ArrowRight' })
      stopShadowing()
      expect(third).toBeInstanceOf(HTMLButtonElement)
      expect(document.activeElement).toBe(third)
    })

    it('close when the textarea takes the focus', async () => {
      const { user, textarea } = setup({ config: withSmileys })
      await user.click(screen.getByRole('button', { name: 'Smileys' }))
      await user.click(textarea)
      expect(screen.queryByRole('group', { name: 'Smileys' })).toBeNull()
    })

    it('are absent when the site has them off', () => {
      setup({ config: configWith(['b']) })
      expect(screen.queryByRole('button', { name: 'Smileys' })).toBeNull()
    })
  })

  describe('the counter', () => {
    it('counts down, line breaks twice, and describes the textarea', async () => {
      const { user, textarea } = setup({ maxLength: 20 })
      await user.type(textarea, 'ab{Enter}c')
      const counter = document.getElementById(textarea.getAttribute('aria-describedby') ?? '')
      expect(counter?.textContent).toBe('15 symbols left')
    })

    it('is not there when the text is not counted', () => {
      const { textarea } = setup({ maxLength: null })
      expect(document.querySelector('.jc-editor-counter')).toBeNull()
      expect(textarea.hasAttribute('aria-describedby')).toBe(false)
    })

    it('uses the server’s words around the number', () => {
      setup({
        text: 'abc',
        maxLength: 10,
        config: configWith(['b'], { counter: { max: 10, prefix: 'Left: ', suffix: ' chars' } }),
      })
      expect(screen.getByText('Left: 7 chars')).toBeTruthy()
    })

    it('puts a space on each side of the number, as the legacy counter did', () => {
      setup({
        text: 'سلام',
        maxLength: 500,
        language: 'fa',
        config: configWith(['b'], {
          counter: { max: 500, prefix: 'تنها', suffix: ' نویسه باقی مانده' },
        }),
      })
      expect(document.querySelector('.jc-editor-counter')?.textContent).toBe(
        'تنها ۴۹۶ نویسه باقی مانده',
      )
    })

    it('counts Persian text and speaks Persian with Persian digits', () => {
      setup({ text: 'سلام\nدنیا', maxLength: 1000, language: 'fa' })
      expect(screen.getByText('۹۹۰ نویسه باقی مانده')).toBeTruthy()
    })

    it('never shows less than 0, and marks the limit', async () => {
      const { user, textarea } = setup({ maxLength: 3, text: 'ab' })
      await user.type(textarea, 'cdef')
      const counter = screen.getByText('0 symbols left')
      expect(counter.classList.contains('jc-editor-counter-exhausted')).toBe(true)
    })

    it('is announced politely once typing pauses, not on every key', async () => {
      const { user, textarea, advance } = setup({ maxLength: 100 })
      const live = document.querySelector('[aria-live="polite"]')
      expect(live?.textContent).toBe('')
      await user.type(textarea, 'ab')
      advance(announcementDelay - 1)
      expect(live?.textContent).toBe('')
      await user.type(textarea, 'c')
      advance(announcementDelay - 1)
      expect(live?.textContent).toBe('')
      advance(1)
      expect(live?.textContent).toBe('97 characters left in the comment.')
    })

    it('says nothing of text the form sets, and drops a count still waiting when the form empties the field', async () => {
      const { user, textarea, advance, setText } = setup({ maxLength: 100 })
      const live = document.querySelector('[aria-live="polite"]')
      setText('Filled by an edit.')
      advance(announcementDelay)
      expect(live?.textContent).toBe('')
      await user.type(textarea, '!')
      advance(announcementDelay)
      expect(live?.textContent).toBe('81 characters left in the comment.')
      await user.type(textarea, '?')
      // Posted before typing paused: the emptied field is not counted aloud.
      setText('')
      advance(announcementDelay)
      expect(live?.textContent).toBe('81 characters left in the comment.')
    })
  })

  describe('the preview', () => {
    it('appears once there is text, rendering its BBCode', async () => {
      const { user, textarea } = setup()
      expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull()
      await user.type(textarea, '[[b]hi[[/b]')
      const region = screen.getByRole('region', { name: 'Preview' })
      expect(region.querySelector('strong')?.textContent).toBe('hi')
      expect(within(region).getByRole('heading', { level: 3 })).toBeTruthy()
    })
  })
})

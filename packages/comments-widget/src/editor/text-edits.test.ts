// @vitest-environment node
import type { CustomEditorButton, EditorButton } from '@jc/protocol'
import { describe, expect, it } from 'vitest'
import { insertAt, insertEmptyPair, smileyInsert, tagPair, wrapSelection } from './text-edits.ts'

const button = (tag: EditorButton['tag']): EditorButton => ({
  tag,
  title: tag,
  prompt: 'Enter text',
})

describe('wrapSelection', () => {
  it('wraps the selected words and puts the caret after the closing tag', () => {
    const edit = wrapSelection('say hello world', { start: 4, end: 9 }, '[b]', '[/b]')
    expect(edit.text).toBe('say [b]hello[/b] world')
    expect(edit.selection).toEqual({ start: 16, end: 16 })
  })

  it('accepts a selection made backwards', () => {
    expect(wrapSelection('abc', { start: 3, end: 1 }, '[i]', '[/i]').text).toBe('a[i]bc[/i]')
  })

  it('keeps a selection beyond the text inside it', () => {
    const edit = wrapSelection('ab', { start: 1, end: 99 }, '[u]', '[/u]')
    expect(edit).toEqual({ text: 'a[u]b[/u]', selection: { start: 9, end: 9 } })
  })
})

describe('insertAt', () => {
  it('inserts at the caret and moves the caret past the insert', () => {
    expect(insertAt('ab', { start: 1, end: 1 }, 'XY')).toEqual({
      text: 'aXYb',
      selection: { start: 3, end: 3 },
    })
  })

  it('replaces a selection', () => {
    expect(insertAt('hello world', { start: 0, end: 5 }, 'bye').text).toBe('bye world')
  })

  it('inserts into empty text', () => {
    expect(insertAt('', { start: 0, end: 0 }, '[quote]x[/quote]').selection.start).toBe(16)
  })
})

describe('insertEmptyPair', () => {
  it('leaves the caret between the tags', () => {
    expect(insertEmptyPair('ab', { start: 1, end: 1 }, '[b]', '[/b]')).toEqual({
      text: 'a[b][/b]b',
      selection: { start: 4, end: 4 },
    })
  })
})

describe('tagPair', () => {
  it('writes a built-in tag as [tag] and [/tag]', () => {
    expect(tagPair(button('quote'))).toEqual({ open: '[quote]', close: '[/quote]' })
  })

  it('opens a list with its first bullet', () => {
    expect(tagPair(button('list'))).toEqual({ open: '[list][*]', close: '[/list]' })
  })

  it('uses the tags of a custom button', () => {
    const custom: CustomEditorButton = {
      id: 'custombbcode1',
      title: 'YouTube',
      prompt: 'Video id',
      open: '[youtube]',
      close: '[/youtube]',
      cssClass: '',
      icon: '',
    }
    expect(tagPair(custom)).toEqual({ open: '[youtube]', close: '[/youtube]' })
  })
})

describe('smileyInsert', () => {
  it('surrounds the code with spaces', () => {
    expect(smileyInsert(':-)')).toBe(' :-) ')
  })
})

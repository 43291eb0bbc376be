// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { menuTransition } from './menu-state.ts'

const closed = { open: false }
const open = { open: true }

describe('menuTransition', () => {
  it('opens a closed menu on toggle', () => {
    expect(menuTransition(closed, { type: 'toggle' })).toEqual(open)
  })

  it('closes an open menu on toggle', () => {
    expect(menuTransition(open, { type: 'toggle' })).toEqual(closed)
  })

  it('closes an open menu on close', () => {
    expect(menuTransition(open, { type: 'close' })).toEqual(closed)
  })

  it('leaves a closed menu as it is on close', () => {
    expect(menuTransition(closed, { type: 'close' })).toBe(closed)
  })
})

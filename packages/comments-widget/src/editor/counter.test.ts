// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { remainingCharacters } from './counter.ts'

describe('remainingCharacters', () => {
  it('subtracts the length from the maximum', () => {
    expect(remainingCharacters(1000, 'hello')).toBe(995)
  })

  it('counts each line break twice, as the legacy counter did', () => {
    expect(remainingCharacters(100, 'a\nb\nc')).toBe(100 - 5 - 2)
  })

  it('counts a CRLF break as its two characters only', () => {
    expect(remainingCharacters(100, 'a\r\nb')).toBe(96)
  })

  it('counts Persian letters one each', () => {
    expect(remainingCharacters(1000, 'سلام دنیا')).toBe(991)
  })

  it('counts an astral character as two, like the legacy client', () => {
    expect(remainingCharacters(10, '😀')).toBe(8)
  })

  it('goes below zero when the text is too long; the view clamps it', () => {
    expect(remainingCharacters(3, 'abcd\n')).toBe(-3)
  })
})

import { describe, expect, it } from 'vitest'
import { textDirection } from './text-direction.ts'

describe('the direction of typed text', () => {
  it.each([
    ['سلام، ممنون از مقاله', 'rtl'],
    ['Thanks for the article', 'ltr'],
    ['۱۲۳ نظر', 'rtl'],
    ['۱۲۳ comments', 'ltr'],
    ['2024: یک سال خوب', 'rtl'],
    ['Привет', 'ltr'],
    ['שלום', 'rtl'],
  ] as const)('reads %j as %s', (text, direction) => {
    expect(textDirection(text)).toBe(direction)
  })

  it('reads past BBCode tags, so a quote of Persian stays right to left', () => {
    expect(textDirection('[quote name="رضا"]نظر خوبی بود[/quote]\n')).toBe('rtl')
    expect(textDirection('[b][i]bold[/i][/b] متن')).toBe('ltr')
    expect(textDirection('[url=https://example.org]پیوند[/url]')).toBe('rtl')
  })

  it('has none while there is no letter, so the field keeps the block’s', () => {
    expect(textDirection('')).toBeUndefined()
    expect(textDirection('  123 :) [b][/b]')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { encodeCall } from './encode.ts'

describe('encodeCall', () => {
  it('sends each argument as a jtxa[] pair with literal brackets, in order', () => {
    expect(encodeCall('ShowPage', [42, 'com_content', 0])).toEqual({
      action: 'ShowPage',
      body: 'jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=0',
    })
  })

  it('sends only jtxf when there are no arguments', () => {
    expect(encodeCall('BanIP', []).body).toBe('jtxf=JCommentsBanIP')
  })

  it('sends null and undefined as the texts null and undefined, as the legacy client', () => {
    expect(encodeCall('ShowPage', [null, undefined, 0]).body).toBe(
      'jtxf=JCommentsShowPage&jtxa[]=null&jtxa[]=undefined&jtxa[]=0',
    )
  })

  it('sends numbers and booleans as their String() form', () => {
    expect(encodeCall('VoteComment', [7, -1]).body).toBe(
      'jtxf=JCommentsVoteComment&jtxa[]=7&jtxa[]=-1',
    )
    expect(encodeCall('EditComment', [3, true]).body).toBe(
      'jtxf=JCommentsEditComment&jtxa[]=3&jtxa[]=true',
    )
  })

  it('keeps an empty string as an empty value', () => {
    expect(encodeCall('Subscribe', [42, '']).body).toBe('jtxf=JCommentsSubscribe&jtxa[]=42&jtxa[]=')
  })

  it.each([
    ['a space as %20, never +', 'a b', 'a%20b'],
    ["!'()*~ unencoded", "!'()*~", "!'()*~"],
    ['-_. unencoded', 'a-b_c.d', 'a-b_c.d'],
    ['@ as %40', 'boris@example.net', 'boris%40example.net'],
    ['+ & = # ? / % as escapes', '+&=#?/%', '%2B%26%3D%23%3F%2F%25'],
    ['brackets as escapes inside a value', '[b]x[/b]', '%5Bb%5Dx%5B%2Fb%5D'],
    ['a newline as %0A and CR LF as %0D%0A', 'a\nb\r\nc', 'a%0Ab%0D%0Ac'],
    ['Persian text as UTF-8', 'سلام', '%D8%B3%D9%84%D8%A7%D9%85'],
    ['Persian words with a space', 'نظر شما', '%D9%86%D8%B8%D8%B1%20%D8%B4%D9%85%D8%A7'],
    ['a zero-width non-joiner as UTF-8', 'a\u200Cb', 'a%E2%80%8Cb'],
    ['an emoji as four UTF-8 bytes', '😀', '%F0%9F%98%80'],
  ])('encodes %s', (_, value, encoded) => {
    expect(encodeCall('ShowPage', [value]).body).toBe(`jtxf=JCommentsShowPage&jtxa[]=${encoded}`)
  })
})

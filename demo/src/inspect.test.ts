// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { inspect } from './inspect.ts'

describe('the protocol inspector', () => {
  it('describes each command as the typed action a widget applies', () => {
    const lines = inspect(`[ { "n": "js", "d": "jcomments.clear('captcha');" } ]`)
    expect(lines).toHaveLength(1)
    expect(lines[0]?.kind).toBe('action')
    expect(JSON.parse(lines[0]?.text ?? '')).toEqual({ type: 'clear', field: 'captcha' })
  })

  it('lists what it skipped after the actions', () => {
    const lines = inspect(`Notice: oops [ { "n": "xx", "d": "" } ]`)
    expect(lines.map((line) => line.text)).toEqual([
      'Text before the command array was skipped.',
      'Unknown command: xx',
    ])
  })
})

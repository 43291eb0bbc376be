// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { standInSource, standInUrl } from './jcomments-stand-in-plugin.ts'

describe('the stand-in the stock pages load', () => {
  it('is the file @jc/comments-widget ships, served from the site root', () => {
    expect(standInUrl).toBe('/jcomments-stand-in.js')
    expect(standInSource()).toContain('w.JComments = standIn(client, clientMethods)')
  })
})

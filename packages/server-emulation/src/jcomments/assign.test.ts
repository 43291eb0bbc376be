import { describe, expect, it } from 'vitest'
import { assign } from './assign.ts'

describe('assign', () => {
  it('moves scripts out of the HTML into js commands that follow it', () => {
    const html =
      '<form></form>\n<script type="text/javascript">\n<!--\nfirst();\n//-->\n</script>\n<p></p><script type="text/javascript">second();</script>'
    expect(assign('target', html)).toEqual([
      { n: 'as', t: 'target', d: '<form></form>\n\n<p></p>' },
      { n: 'js', d: 'first();' },
      { n: 'js', d: 'second();' },
    ])
  })

  it('leaves empty scripts and scripts without attributes in place', () => {
    const html = '<script type="text/javascript"> </script><script>kept();</script>'
    expect(assign('target', html)).toEqual([{ n: 'as', t: 'target', d: html }])
  })

  it('keeps //--> before a CR, as PHP does on a page whose template ends its lines with CRLF', () => {
    const html = '<script type="text/javascript">\r\n<!--\r\nfirst();\r\n//-->\r\n</script>'
    expect(assign('target', html)).toEqual([
      { n: 'as', t: 'target', d: '' },
      { n: 'js', d: 'first();\r\n//-->' },
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { stripModuleWhitespace } from './strip-whitespace.ts'

describe('stripModuleWhitespace', () => {
  it('removes line breaks together with the indentation after them', () => {
    expect(stripModuleWhitespace('<div>\n\t\t<span>a</span>\r\n    </div>\n')).toBe(
      '<div><span>a</span></div>',
    )
  })

  it('squeezes runs of spaces to one but keeps single spaces', () => {
    expect(stripModuleWhitespace('<p>Read   12 times</p>')).toBe('<p>Read 12 times</p>')
  })

  it('drops HTML comments, even across lines, and tabs inside lines', () => {
    expect(stripModuleWhitespace('<p>a<!-- one\ntwo -->b\tc</p><!--end-->')).toBe('<p>abc</p>')
  })

  it('glues words that were on separate lines, as the real module does', () => {
    expect(stripModuleWhitespace('Read\n\t12')).toBe('Read12')
  })
})

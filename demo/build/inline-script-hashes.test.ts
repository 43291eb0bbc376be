// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-script-hashes.ts'

// The worked example of the CSP specification (§ "hash-source").
const specExample = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"

describe('inlineScriptHashes', () => {
  it('hashes the text of each classic inline script as the browser does', () => {
    expect(inlineScriptHashes("<p>x</p><script>alert('Hello, world.');</script>")).toEqual([
      specExample,
    ])
  })

  it('hashes the text byte for byte: whitespace and HTML comment markers included', () => {
    const [spaced] = inlineScriptHashes("<script>\nalert('Hello, world.');\n</script>")
    expect(spaced).not.toBe(specExample)
    expect(
      inlineScriptHashes('<script type="text/javascript">\n<!--\nx();\n//-->\n</script>'),
    ).toHaveLength(1)
  })

  it('hashes Persian text as UTF-8', () => {
    expect(inlineScriptHashes("<script>alert('سلام');</script>")).toEqual([
      "'sha256-xES3qE4ZMpRSEqUS8nMqL/kHux9kj+usF/JpdDG4c/Q='",
    ])
  })

  it('counts JavaScript types as classic, in any case', () => {
    const scripts = [
      '<script type="text/javascript">alert(\'Hello, world.\');</script>',
      "<script type='application/javascript'>alert('Hello, world.');</script>",
      "<SCRIPT TYPE=TEXT/JAVASCRIPT>alert('Hello, world.');</SCRIPT>",
    ]
    for (const html of scripts) expect(inlineScriptHashes(html)).toEqual([specExample])
  })

  it('leaves out scripts that load a file, modules and data blocks', () => {
    const html = [
      '<script src="/jcomments-stand-in.js"></script>',
      '<script type="module" src="/src/main.ts"></script>',
      '<script type="module">import "/x.js"</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
    ].join('\n')
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('lists a script repeated on the page once', () => {
    const script = "<script>alert('Hello, world.');</script>"
    expect(inlineScriptHashes(`${script}<div>${script}</div>`)).toEqual([specExample])
  })
})

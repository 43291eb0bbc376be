import { describe, expect, it } from 'vitest'
import { resolveAgainstPage, resolveEndpoint } from './endpoint.ts'

const page = 'https://example.org:8443/news/42-article.html?lang=en#comments'

describe('resolveEndpoint', () => {
  it('resolves a relative URI against the page and unescapes &amp;', () => {
    expect(resolveEndpoint('/index.php?option=com_jcomments&amp;tmpl=component', page)).toBe(
      'https://example.org:8443/index.php?option=com_jcomments&tmpl=component',
    )
  })

  it('resolves a path relative to the page directory', () => {
    expect(resolveEndpoint('index.php?option=com_jcomments', 'https://example.org/site/page')).toBe(
      'https://example.org/site/index.php?option=com_jcomments',
    )
  })

  it('moves an absolute URI on another host, scheme and port to the page origin', () => {
    expect(
      resolveEndpoint(
        'http://www.example.org/index.php?option=com_jcomments&amp;tmpl=component&amp;lang=ru',
        page,
      ),
    ).toBe('https://example.org:8443/index.php?option=com_jcomments&tmpl=component&lang=ru')
  })

  it('drops a port the page does not have', () => {
    expect(
      resolveEndpoint(
        'https://www.example.org:8080/index.php?tmpl=component',
        'http://example.org/',
      ),
    ).toBe('http://example.org/index.php?tmpl=component')
  })

  it('keeps the path and query as the server wrote them', () => {
    const uri = '/component/jcomments/?tmpl=component&lsfx=_x%20y&a[]=1&b=c+d'
    expect(resolveEndpoint(uri, page)).toBe(`https://example.org:8443${uri}`)
  })

  it('leaves out credentials and a fragment, which fetch would refuse or ignore', () => {
    expect(resolveEndpoint('http://user:secret@other.example/x.php?a=1#top', page)).toBe(
      'https://example.org:8443/x.php?a=1',
    )
  })

  it('rejects a URI that is no http(s) URL, naming it', () => {
    expect(() => resolveEndpoint('http://exa mple.org/index.php', page)).toThrow(
      new TypeError(
        `The request URI "http://exa mple.org/index.php" does not resolve to an http(s) URL from "${page}".`,
      ),
    )
    expect(() => resolveEndpoint('javascript:alert(1)', page)).toThrow(/"javascript:alert\(1\)"/)
  })

  it('rejects an empty URI', () => {
    expect(() => resolveEndpoint('  ', page)).toThrow(TypeError)
  })

  it('rejects a page URL that is not absolute', () => {
    expect(() => resolveEndpoint('/index.php', '/news/42')).toThrow(
      new TypeError('The page URL "/news/42" is not an http(s) URL.'),
    )
  })
})

describe('resolveAgainstPage', () => {
  it('keeps the origin the URI names', () => {
    expect(resolveAgainstPage('http://cdn.example.net/x?a=1&amp;b=2', page).href).toBe(
      'http://cdn.example.net/x?a=1&b=2',
    )
  })

  it('resolves a relative URI against the page', () => {
    expect(resolveAgainstPage('?ajax=1', page).href).toBe(
      'https://example.org:8443/news/42-article.html?ajax=1',
    )
  })
})

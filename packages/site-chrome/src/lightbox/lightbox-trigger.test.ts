import { afterEach, describe, expect, it } from 'vitest'
import { markedTrigger } from './lightbox-trigger.ts'

function page(html: string): HTMLElement {
  document.body.innerHTML = `<main>${html}</main>`
  return document.querySelector('main') as HTMLElement
}

afterEach(() => {
  document.body.replaceChildren()
})

const gallery = `
  <a id="one" class="fancybox" rel="gallery1" href="/g/one.jpg"><img alt="One"></a>
  <a id="two" rel="gallery1" href="/g/two.jpg"><img alt="Two" src="/t/two.jpg"></a>
`

describe('markedTrigger', () => {
  it('finds the legacy link around a clicked thumbnail', () => {
    const root = page(gallery)
    const image = root.querySelector('#two img')
    expect(markedTrigger(image, root)?.id).toBe('two')
  })

  it('accepts our own marking on a link or on the image itself', () => {
    const root = page(`
      <a id="link" data-lightbox href="/a.jpg"><span><img alt=""></span></a>
      <img id="image" data-lightbox="set" src="/b.jpg" alt="">
    `)
    expect(markedTrigger(root.querySelector('#link img'), root)?.id).toBe('link')
    expect(markedTrigger(root.querySelector('#image'), root)?.id).toBe('image')
  })

  it('ignores ordinary links, links without an image and nofollow links', () => {
    const root = page(`
      <a id="text" rel="gallery" href="/a.jpg">A text link</a>
      <a id="nofollow" rel="nofollow noopener" href="/b.jpg"><img alt=""></a>
      <a id="plain" href="/c.jpg"><img alt=""></a>
    `)
    for (const id of ['text', 'nofollow', 'plain']) {
      const target = root.querySelector(`#${id} img`) ?? root.querySelector(`#${id}`)
      expect(markedTrigger(target, root)).toBeUndefined()
    }
  })

  it('ignores clicks outside the root and on nothing', () => {
    const root = page('<a id="in" rel="g" href="/a.jpg"><img alt=""></a>')
    const outside = document.createElement('a')
    outside.setAttribute('rel', 'g')
    outside.append(document.createElement('img'))
    document.body.append(outside)
    expect(markedTrigger(outside.querySelector('img'), root)).toBeUndefined()
    expect(markedTrigger(null, root)).toBeUndefined()
  })
})

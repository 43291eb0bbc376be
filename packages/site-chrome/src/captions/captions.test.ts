import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startCaptions } from './captions.ts'

let stop = () => {}
afterEach(() => {
  stop()
  vi.restoreAllMocks()
})

function page(markup: string, named: readonly string[] = []) {
  document.body.innerHTML = `<div class="image-row">${markup}</div>`
  printNamedImages(document, ...named)
  stop = startCaptions(document)
}

describe('caption effects', () => {
  it('put an effect image in a figure captioned with its title and description', () => {
    page(
      '<img class="caption-effect effect-fade" src="/lake.svg" alt="A lake" title="The still lake::Fog lifts at Neor." width="600" height="400">',
    )
    const figure = document.querySelector('figure') as HTMLElement
    expect(figure.querySelector('img')?.getAttribute('alt')).toBe('A lake')
    expect(figure.querySelector('figcaption .caption-title')?.textContent).toBe('The still lake')
    expect(figure.querySelector('figcaption .caption-description')?.textContent).toBe(
      'Fog lifts at Neor.',
    )
    expect([...figure.classList]).toEqual(['image-caption', 'caption-effect', 'effect-fade'])
  })

  it('are captioned where the page names an image querySelectorAll', () => {
    page('<img class="caption-effect" src="/a.svg" alt="" title="A::B">', ['querySelectorAll'])
    expect(document.querySelector('figure figcaption')?.textContent).toBe('AB')
  })

  it('drop the title tooltip, which would repeat the caption', () => {
    page('<img class="caption-effect" src="/a.svg" alt="" title="A::B">')
    expect(document.querySelector('img')?.hasAttribute('title')).toBe(false)
  })

  it('caption with the title alone when there is no description', () => {
    page('<img class="caption-effect" src="/a.svg" alt="" title="Rooftops">')
    expect(document.querySelector('figcaption')?.children).toHaveLength(1)
    expect(document.querySelector('figcaption')?.textContent).toBe('Rooftops')
  })

  it('take a linked image into the figure together with its link', () => {
    page('<a href="/big.svg"><img class="caption-effect" src="/a.svg" alt="" title="A::B"></a>')
    expect(document.querySelector('figure > a > img')).not.toBeNull()
  })

  it('give a circle-effect image without a width 500 px', () => {
    page(
      '<img class="caption-effect circle-effect" src="/p.svg" alt="" title="Our editor::Maryam" height="500">',
    )
    expect(document.querySelector('img')?.getAttribute('width')).toBe('500')
    expect(document.querySelector('figure')?.classList.contains('circle-effect')).toBe(true)
  })

  it('keep a circle-effect image’s own width', () => {
    page('<img class="circle-effect" src="/p.svg" alt="" width="320">')
    expect(document.querySelector('img')?.getAttribute('width')).toBe('320')
  })

  it('leave images without a title, or already in a figure, as they are', () => {
    page(
      '<img class="caption-effect" src="/a.svg" alt=""><figure><img class="caption-effect" src="/b.svg" alt="" title="B"><figcaption>B</figcaption></figure>',
    )
    expect(document.querySelectorAll('figure')).toHaveLength(1)
    expect(document.querySelectorAll('figcaption')).toHaveLength(1)
  })

  it('show markup in a title as text', () => {
    page('<img class="caption-effect" src="/a.svg" alt="" title="<b>x</b>::<img src=y>">')
    expect(document.querySelector('figcaption b')).toBeNull()
    expect(document.querySelector('.caption-title')?.textContent).toBe('<b>x</b>')
  })

  it('put the images back as they were when stopped', () => {
    const markup =
      '<img class="caption-effect circle-effect" src="/p.svg" alt="" title="A::B" height="500">'
    page(markup)
    stop()
    stop = () => {}
    const image = document.querySelector('.image-row > img')
    expect(document.querySelector('figure')).toBeNull()
    expect(image?.getAttribute('title')).toBe('A::B')
    expect(image?.hasAttribute('width')).toBe(false)
  })
})

describe('the room a template keeps for a caption', () => {
  /**
   * Lays the page out as a template does: a picture 400 px high, then, while
   * the image still has its title, the `room` the template keeps below it;
   * once the figure is in, the caption (`caption` px, its title `title` px).
   */
  function layOut({ room, caption, title }: { room: number; caption: number; title: number }) {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.localName === 'figcaption') return DOMRect.fromRect({ width: 600, height: caption })
      if (this.classList.contains('caption-title')) return DOMRect.fromRect({ height: title })
      const below = this.querySelector('figure')
        ? caption
        : this.querySelector('img[title]')
          ? room
          : 0
      return DOMRect.fromRect({ width: 600, height: 400 + below })
    })
    // Rounded, as the browser rounds it.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return Math.round(this.getBoundingClientRect().height)
    })
  }
  const captioned = '<img class="caption-effect" src="/a.svg" alt="" title="A lake::Fog over it">'
  const figure = () => document.querySelector('figure') as HTMLElement
  const room = () => figure().style.paddingBlockEnd

  it('keeps the room, measured before the title goes, as the figure’s own: the caption stands at its foot and lies over the picture by what it needs more', () => {
    layOut({ room: 100, caption: 130, title: 30 })
    page(captioned)
    expect(room()).toBe('100px')
  })

  it('keeps the room for a caption shorter than it, which sits low in it', () => {
    layOut({ room: 100, caption: 80, title: 30 })
    page(captioned)
    expect(room()).toBe('100px')
  })

  it('keeps the room to the fraction of a pixel: rounded, it would move the text after the figure', () => {
    layOut({ room: 100.25, caption: 130.5, title: 30 })
    page(captioned)
    expect(room()).toBe('100.25px')
  })

  // The caption needs more or less room at another width (a phone turned): an
  // offset measured at the first one would cover the picture's foot, or leave
  // a gap, at the next.
  it('sets nothing on the caption itself, so that it takes the room it needs at any width', () => {
    layOut({ room: 100, caption: 130, title: 30 })
    page(captioned)
    expect(figure().querySelector('figcaption')?.getAttribute('style')).toBeNull()
  })

  it('leaves a caption below the picture where the room would not hold its title: the template kept none', () => {
    layOut({ room: 20, caption: 80, title: 30 })
    page(captioned)
    expect(room()).toBe('')
  })

  it('leaves a caption below the picture in a block not laid out (hidden), where nothing can be measured', () => {
    layOut({ room: 0, caption: 0, title: 0 })
    page(captioned)
    expect(figure().getAttribute('style')).toBeNull()
  })
})

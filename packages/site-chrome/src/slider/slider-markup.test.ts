import { describe, expect, it } from 'vitest'
import { readSliderMarkup } from './slider-markup.ts'

function fragmentOf(html: string): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

const legacy = `
  <section id="slider-home" class="content-slider bx-wrapper" aria-roledescription="carousel"
    aria-label="Featured stories" data-speed="500" data-repeat="false">
    <div class="bx-viewport">
      <div class="bxslider slides">
        <div id="s1" class="slide" role="group"><img src="/a.svg" alt="A"><h2>First story</h2></div>
        <div id="s2" class="slide" role="group"><img src="/b.svg" alt="B"><h2>Second story</h2></div>
      </div>
    </div>
    <div class="bx-pager" aria-label="Choose a slide">
      <a class="bx-pager-link" href="#s1"><span>Slide 1: First</span></a>
      <a class="bx-pager-link" href="#s2"><span>Slide 2:
        Second</span></a>
    </div>
  </section>`

describe('readSliderMarkup', () => {
  it("reads bxSlider's wrapper, slides, pager names and settings", () => {
    const markup = readSliderMarkup(fragmentOf(legacy))
    expect(markup).toMatchObject({
      id: 'slider-home',
      className: 'content-slider bx-wrapper',
      label: 'Featured stories',
      roleDescription: 'carousel',
      pickerLabel: 'Choose a slide',
      legacy: { speed: '500', repeat: 'false' },
    })
    expect(markup.slides.map(({ id, className, name }) => ({ id, className, name }))).toEqual([
      { id: 's1', className: 'slide', name: 'Slide 1: First' },
      { id: 's2', className: 'slide', name: 'Slide 2: Second' },
    ])
    expect(markup.slides[0]?.html).toBe('<img src="/a.svg" alt="A"><h2>First story</h2>')
  })

  it('names dots after the slide headings without a pager, and takes bare slides', () => {
    const markup = readSliderMarkup(
      fragmentOf('<figure><h3>One</h3></figure><figure><p>No heading</p></figure>'),
    )
    expect(markup.slides.map((slide) => slide.name)).toEqual(['One', ''])
    expect(markup).toMatchObject({ id: '', className: '', label: '', legacy: {} })
  })

  it('takes a bare list without a wrapper', () => {
    const markup = readSliderMarkup(fragmentOf('<ul class="bxslider"><li>1</li><li>2</li></ul>'))
    expect(markup.slides.map((slide) => slide.html)).toEqual(['1', '2'])
    expect(markup.className).toBe('')
  })
})

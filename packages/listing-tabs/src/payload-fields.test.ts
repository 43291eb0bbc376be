import { describe, expect, it } from 'vitest'
import { dataAttributes, mergeFields, ownData, payloadFields } from './payload-fields.ts'

function element(html: string): Element {
  const holder = document.createElement('div')
  holder.innerHTML = html
  return holder.firstElementChild as Element
}

describe('payloadFields', () => {
  it('takes the data attributes the widget does not read itself, in markup order', () => {
    const tab = element(
      '<li class="ltabs-tab" data-category-id="7" data-type_js="2" title="x" data-active-content=".items-category-7" data-field_order="hits" data-field_responsive="7"></li>',
    )
    expect(payloadFields(tab, ownData.tab)).toEqual([
      ['type_js', '2'],
      ['field_responsive', '7'],
    ])
  })

  it('finds none in the content build’s tabs container, nor without an element', () => {
    const container = element(
      '<div class="ltabs-tabs-container" data-delay="300" data-duration="600" data-effect="none" data-ajaxurl="/" data-modid="1"></div>',
    )
    expect(payloadFields(container, ownData.container)).toEqual([])
    expect(payloadFields(null, ownData.container)).toEqual([])
  })
})

describe('mergeFields', () => {
  it('lets a nearer element’s field replace a same-named one where it stood', () => {
    expect(
      mergeFields(
        [
          ['sj_class_responsive', '1'],
          ['type_js', '1'],
        ],
        [
          ['type_js', '2'],
          ['field_responsive', '7'],
        ],
      ),
    ).toEqual([
      ['sj_class_responsive', '1'],
      ['type_js', '2'],
      ['field_responsive', '7'],
    ])
  })
})

describe('dataAttributes', () => {
  it('writes the fields back as the attributes they were read from', () => {
    expect(dataAttributes([['sj_class_responsive', '1']])).toEqual({
      'data-sj_class_responsive': '1',
    })
  })
})

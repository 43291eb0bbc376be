// @vitest-environment jsdom
// jsdom, as the other checks of the page's markup.
import { afterEach, expect, it } from 'vitest'
import { foreignAttributes } from './foreign-attributes.ts'

afterEach(() => document.body.replaceChildren())

it('finds the attributes of bundle elements that are neither their own nor global', () => {
  document.body.innerHTML = `
    <listing-tabs moduleid="101" class="wide"></listing-tabs>
    <content-slider autoplay speed="400"></content-slider>
    <jc-comments objectid="5" object-group="com_content" data-track="1"></jc-comments>`
  expect(foreignAttributes(document)).toEqual([
    ['listing-tabs', 'moduleid'],
    ['content-slider', 'autoplay'],
    ['jc-comments', 'objectid'],
  ])
})

it('passes every own and global attribute, microdata, data-* and aria-*, and other elements', () => {
  document.body.innerHTML = `
    <jc-comments object-id="5" object-group="com_content" request-uri="/x" lang="fa"
      auto-show-list id="c" class="a" style="color: red" dir="rtl" hidden title="t" role="region"
      tabindex="-1" slot="s" part="p" is="x" inert nonce="n" translate="no"
      data-anything="1" aria-label="Comments"></jc-comments>
    <content-slider itemscope itemtype="https://schema.org/ItemList" itemprop="hasPart" itemid="#s"
      itemref="r" accesskey="s" autofocus autocapitalize="off"></content-slider>
    <site-lightbox large-images="none"></site-lightbox>
    <other-widget moduleid="1"></other-widget><div autoplay></div>`
  expect(foreignAttributes(document)).toEqual([])
})

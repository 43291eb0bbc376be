import { afterEach, expect, it } from 'vitest'
import { elementDescriptions } from '../build/element-descriptions.ts'
import { elementNames, undefinedElementNames } from './element-names.ts'

afterEach(() => document.body.replaceChildren())

it('names every element the bundle documents', () => {
  expect([...elementNames].sort()).toEqual(elementDescriptions.map(({ tag }) => tag).sort())
})

it('finds the custom elements no one defined, once each, but not the bundle’s own waiting to load', () => {
  customElements.define('defined-here', class extends HTMLElement {})
  document.body.innerHTML = `
    <jc-coments></jc-coments><jc-coments></jc-coments><jc-comments></jc-comments>
    <defined-here></defined-here><other-widget></other-widget><div></div>`
  expect(undefinedElementNames(document)).toEqual(['jc-coments', 'other-widget'])
})

// @vitest-environment jsdom
// jsdom: happy-dom's `:defined` matches every element.
import { afterEach, expect, it } from 'vitest'
import { elementDescriptions } from '../build/element-descriptions.ts'
import { elementAttributes, elementNames, undefinedElements } from './element-names.ts'

afterEach(() => document.body.replaceChildren())

it('names every element the bundle documents', () => {
  expect([...elementNames].sort()).toEqual(elementDescriptions.map(({ tag }) => tag).sort())
})

it('lists each element’s own attributes as its description does', () => {
  expect(elementAttributes).toEqual(
    Object.fromEntries(
      elementDescriptions.map(({ tag, attributes }) => [tag, attributes.map(({ name }) => name)]),
    ),
  )
})

it('finds the custom elements no one defined, but not the bundle’s own waiting for their widget', () => {
  document.body.innerHTML = '<jc-comments></jc-comments><site-lightbox></site-lightbox>'
  expect(document.querySelector(undefinedElements)).toBeNull()
  document.body.insertAdjacentHTML('beforeend', '<jc-coments></jc-coments>')
  expect(document.querySelector(undefinedElements)?.localName).toBe('jc-coments')
})

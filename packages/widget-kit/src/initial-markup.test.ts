// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { initialMarkup } from './initial-markup.ts'

const printed = `<img name="defaultView" alt="d"><form name="comments-form"><input name="action"><input id="body" name="email"></form><img name="logo-small" alt="l">`

describe('the printed markup a widget takes over', () => {
  it('keeps every name in its copy', () => {
    const host = document.createElement('div')
    host.innerHTML = printed
    document.body.append(host)
    const copy = initialMarkup(host)
    expect(copy.querySelector('img')?.getAttribute('name')).toBe('defaultView')
    expect(copy.querySelector('#body')?.getAttribute('name')).toBe('email')
  })

  it('takes the names that shadow the document out of the page at once, until the first render replaces it', () => {
    const host = document.createElement('div')
    host.innerHTML = printed
    document.body.append(host)
    initialMarkup(host)
    expect(host.querySelector('img')?.hasAttribute('name')).toBe(false)
    expect(host.querySelector('input[name="email"]')?.hasAttribute('id')).toBe(false)
    // A printed form's fields keep their names, and so does a name no document has.
    expect(host.querySelector('form input')?.getAttribute('name')).toBe('action')
    expect(host.querySelector('img[alt="l"]')?.getAttribute('name')).toBe('logo-small')
  })
})

import { closeSelector, menuButtonSelector } from '@jc/site-chrome'
import { expect, it } from 'vitest'
import { elementDescriptions } from '../build/element-descriptions.ts'
import { revealLazyImages } from './lazy-images-fallback.ts'
import { shippedWidgets } from './shipped-widgets.ts'

it('loads every element the bundle documents, the site chrome on every page, comments when near', () => {
  const selectors = shippedWidgets.map((widget) => widget.selector ?? '')
  for (const { tag } of elementDescriptions) {
    expect(selectors.some((selector) => selector.split(', ').includes(tag))).toBe(true)
  }
  expect(shippedWidgets.find((widget) => widget.name === 'site-chrome')?.selector).toBeNull()
  const comments = shippedWidgets.find((widget) => widget.name === 'jc-comments')
  expect(comments?.nearViewport).toBe(true)
  expect(comments?.selector).toContain('div#jc')
})

it('holds the taps on the menu buttons and the messages’ close buttons until the site chrome has started', () => {
  const chrome = shippedWidgets.find((widget) => widget.name === 'site-chrome')
  expect(chrome?.heldClicks?.split(',')).toEqual([menuButtonSelector, closeSelector])
})

it('gives the lazy images their address when the site chrome does not arrive', () => {
  const chrome = shippedWidgets.find((widget) => widget.name === 'site-chrome')
  expect(chrome?.fallback).toBe(revealLazyImages)
})

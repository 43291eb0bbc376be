import { upgradeStockBlocks } from '@jc/comments-widget/zero-touch'
import { printNamedImages } from '@jc/widget-kit/testing/named-images'
import { afterEach, expect, it, vi } from 'vitest'
import { comments } from './comments.ts'

vi.mock('@jc/comments-widget', () => ({ defineJcComments: vi.fn(() => true) }))
vi.mock('@jc/comments-widget/zero-touch', () => ({ upgradeStockBlocks: vi.fn() }))

afterEach(() => {
  document.body.replaceChildren()
  vi.clearAllMocks()
})

it('upgrades a stock block no <jc-comments> holds', async () => {
  document.body.innerHTML = '<div id="jc"></div>'
  await comments.start(document, {})
  expect(upgradeStockBlocks).toHaveBeenCalledWith(document)
})

it('leaves a block a <jc-comments> already holds, and fetches no zero-touch code', async () => {
  document.body.innerHTML = '<jc-comments object-id="1"><div id="jc"></div></jc-comments>'
  await comments.start(document, {})
  expect(upgradeStockBlocks).not.toHaveBeenCalled()
})

it('finds the stock block on a page whose markup names querySelectorAll', async () => {
  document.body.innerHTML = '<div id="jc"></div>'
  printNamedImages(document, 'querySelectorAll')
  await comments.start(document, {})
  expect(upgradeStockBlocks).toHaveBeenCalledWith(document)
})

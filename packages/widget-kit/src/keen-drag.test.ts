// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type DraggedSlider, landDragAtOnce } from './keen-drag.ts'

function slider(targetIdx: number | null) {
  const moves: { index: number; absolute: boolean; duration: number }[] = []
  const instance: DraggedSlider = {
    animator: { targetIdx },
    moveToIdx: (index, absolute, { duration }) => moves.push({ index, absolute, duration }),
  }
  return { instance, moves }
}

describe('landDragAtOnce', () => {
  it('moves at once to the slide keen-slider’s snap was going to', () => {
    const { instance, moves } = slider(-3)
    landDragAtOnce(instance)
    expect(moves).toEqual([{ index: -3, absolute: true, duration: 0 }])
  })

  it('leaves the slider be when no snap is under way', () => {
    const { instance, moves } = slider(null)
    landDragAtOnce(instance)
    expect(moves).toEqual([])
  })
})

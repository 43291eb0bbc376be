import { render } from '@testing-library/react'
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider'
import { describe, expect, it } from 'vitest'
import { useKeenSlider } from './use-keen-slider.ts'

function Strip({ options, plugins }: { options: KeenSliderOptions; plugins: KeenSliderPlugin[] }) {
  const [container] = useKeenSlider<HTMLDivElement>(options, plugins)
  return (
    <div ref={container} data-testid="strip">
      <div className="keen-slider__slide">1</div>
      <div className="keen-slider__slide">2</div>
    </div>
  )
}

/** A plugin that keeps every slider it is given and counts what they say. */
function watch() {
  const made: KeenSliderInstance[] = []
  const heard = { optionsChanged: 0, destroyed: 0 }
  const plugin: KeenSliderPlugin = (slider) => {
    made.push(slider)
    slider.on('optionsChanged', () => heard.optionsChanged++)
    slider.on('destroyed', () => heard.destroyed++)
  }
  return { made, heard, plugins: [plugin] }
}

describe('useKeenSlider', () => {
  it('makes one slider on its element, with the options and plugins given', () => {
    const { made, plugins } = watch()
    const { getByTestId } = render(<Strip options={{ loop: true }} plugins={plugins} />)
    expect(made).toHaveLength(1)
    expect(made[0]?.container).toBe(getByTestId('strip'))
    expect(made[0]?.slides).toHaveLength(2)
    expect(made[0]?.options.loop).toBe(true)
  })

  it('gives new options to the same slider, and leaves it alone when they stay', () => {
    const { made, heard, plugins } = watch()
    const options = { loop: true }
    const { rerender } = render(<Strip options={options} plugins={plugins} />)
    rerender(<Strip options={options} plugins={plugins} />)
    expect(heard.optionsChanged).toBe(0)
    rerender(<Strip options={{ loop: false }} plugins={plugins} />)
    expect(made).toHaveLength(1)
    expect(heard.optionsChanged).toBe(1)
    expect(made[0]?.options.loop).toBe(false)
  })

  it('destroys the slider when unmounted', () => {
    const { heard, plugins } = watch()
    const { unmount } = render(<Strip options={{}} plugins={plugins} />)
    unmount()
    expect(heard.destroyed).toBe(1)
  })
})

import type { MotionPreference, Timers } from '@jc/widget-kit'
import { vi } from 'vitest'
import type { Slider, SliderFactory, SliderOptions } from './carousel/slider.ts'
import { EmbedFrame } from './carousel/video-frame.tsx'
import { browserEnvironment, type ListingEnvironment } from './environment.ts'
import type { ScreenWidth } from './screen-width.ts'

/** A switch a test flips, with listeners, standing in for a media query. */
export interface Switch {
  value: boolean
  set(value: boolean): void
  subscribe(listener: () => void): () => void
}

function createSwitch(): Switch {
  const listeners = new Set<() => void>()
  return {
    value: false,
    set(value) {
      this.value = value
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** Timers that only fire when the test says so. */
export interface ManualTimers extends Timers {
  /** Runs every timer due by then, in order. */
  advance(ms: number): void
}

function createManualTimers(): ManualTimers {
  let now = 0
  let next = 1
  const due = new Map<number, { at: number; callback: () => void }>()
  return {
    now: () => now,
    setTimeout(callback, ms) {
      due.set(next, { at: now + ms, callback })
      return next++
    },
    clearTimeout(handle) {
      due.delete(handle)
    },
    advance(ms) {
      const end = now + ms
      for (;;) {
        const [handle, timer] = [...due].sort((a, b) => a[1].at - b[1].at)[0] ?? []
        if (handle === undefined || !timer || timer.at > end) break
        due.delete(handle)
        now = timer.at
        timer.callback()
      }
      now = end
    },
  }
}

/** The carousel's slider stand-in: it records the moves asked of it and comes to rest when told. */
export interface TestSlider {
  readonly moves: string[]
  readonly created: number
  /** The card it was asked to start at. */
  readonly initial: number | undefined
  /** What it was last built with. */
  readonly options: SliderOptions | undefined
  /** Comes to rest with these cards (indices in the markup) in view, as keen-slider does after a move. */
  rest(cards: readonly number[]): void
  /** The visitor drags the cards. */
  drag(): void
  /** Runs as the carousel builds its slider, before its later effects (a test's moment in between). */
  building: (() => void) | undefined
}

export interface TestEnvironment {
  readonly environment: ListingEnvironment
  readonly narrow: Switch
  readonly reducedMotion: Switch
  readonly timers: ManualTimers
  readonly slider: TestSlider
  readonly warnings: ReturnType<typeof vi.fn>
}

/** The browser environment with every effect but the network replaced by something a test drives. */
export function createTestEnvironment(): TestEnvironment {
  const narrow = createSwitch()
  const reducedMotion = createSwitch()
  const timers = createManualTimers()
  let options: SliderOptions | undefined
  const slider = {
    moves: [] as string[],
    created: 0,
    initial: undefined as number | undefined,
    options: undefined as SliderOptions | undefined,
    rest: (cards: readonly number[]) => options?.shown(cards),
    drag: () => options?.dragged(),
    building: undefined as (() => void) | undefined,
  }
  const warnings = vi.fn()
  const screen: ScreenWidth = { narrow: () => narrow.value, subscribe: (l) => narrow.subscribe(l) }
  const motion: MotionPreference = {
    reduced: () => reducedMotion.value,
    subscribe: (l) => reducedMotion.subscribe(l),
  }
  const fakeSlider: SliderFactory = (_container, given): Slider => {
    slider.created++
    slider.initial = given.initial
    slider.options = given
    options = given
    slider.building?.()
    return {
      next: () => slider.moves.push('next'),
      previous: () => slider.moves.push('previous'),
      destroy: () => {},
    }
  }
  return {
    environment: {
      ...browserEnvironment(),
      timers,
      motion,
      screen,
      slider: fakeSlider,
      videoFrame: EmbedFrame,
      log: { warn: warnings },
    },
    narrow,
    reducedMotion,
    timers,
    slider,
    warnings,
  }
}

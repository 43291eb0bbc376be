import type { SafeFragment } from '@jc/widget-kit'
import { parseItems, parseThread } from '../model/parse-thread.ts'
import type { CommentsStore } from '../model/store.ts'
import { firstSliceLength, sliceThread, type ThreadSlices } from '../model/thread-slices.ts'

/** How long threads are cut, and how the page gets a turn between two pieces. */
export interface ThreadSlicing {
  /** `keep` is a comment the first piece shows (`sliceThread`). */
  slice(html: string, keep: number | null): ThreadSlices | null
  /** Settles once the browser has painted what is shown: the first screen, before the first slice. */
  afterPaint(): Promise<void>
  /** Lets the browser handle input between two slices. */
  yieldToBrowser(): Promise<void>
}

/** A thread shown whole at once: the printed block left inert without a configuration, and tests. */
export const wholeThreads: ThreadSlicing = {
  slice: () => null,
  afterPaint: () => Promise.resolve(),
  yieldToBrowser: () => Promise.resolve(),
}

/**
 * The first screen first, the rest in slices of about `restLength` between
 * the browser's turns: the visitor sees the top of a long thread without
 * waiting for the comments far below it to be sanitized and rendered.
 */
export function slicedThreads(
  turns: Pick<ThreadSlicing, 'afterPaint' | 'yieldToBrowser'>,
  restLength: number,
): ThreadSlicing {
  return {
    slice: (html, keep) => sliceThread(html, firstSliceLength, restLength, keep),
    ...turns,
  }
}

export interface ThreadFeederOptions {
  readonly store: CommentsStore
  /** Server HTML through the sanitizing boundary, with the widget's markup options. */
  readonly prepare: (html: string) => SafeFragment
  readonly slicing: ThreadSlicing
  /**
   * The comment the visitor is at (the form is open under it): a new thread
   * shows it in its first piece, so the form is not sent home and back, its
   * field made anew under the visitor's typing, while the slices above it come.
   */
  readonly visitorAt?: () => number | null
}

/** Puts threads in the store, a long one in slices. */
export interface ThreadFeeder {
  /** Replaces the thread; settles once every slice is shown. */
  replace(html: string): Promise<void>
  /** Appends the top-level comments of slices that follow a thread already shown. */
  continue(pieces: readonly string[]): Promise<void>
  /** Settles once the slices being fed, if any, are shown (or were given up for a newer thread). */
  settled(): Promise<void>
}

export function createThreadFeeder(options: ThreadFeederOptions): ThreadFeeder {
  const { store, prepare } = options
  // A newer thread stops the slices of the one before it.
  let generation = 0
  let feeding: Promise<void> = Promise.resolve()

  async function feed(pieces: readonly string[], mine: number): Promise<void> {
    for (const [index, piece] of pieces.entries()) {
      // The first screen is painted before the next slice: a yield alone can
      // let every slice run before the browser renders a frame.
      await (index === 0 ? options.slicing.afterPaint() : options.slicing.yieldToBrowser())
      if (mine !== generation) return
      store.getState().dispatch({
        type: 'itemsAdded',
        parentId: null,
        position: 'append',
        ...parseItems(prepare(piece)),
      })
    }
  }

  function start(pieces: readonly string[]): Promise<void> {
    generation++
    feeding = pieces.length > 0 ? feed(pieces, generation) : Promise.resolve()
    return feeding
  }

  return {
    replace(html) {
      const slices = options.slicing.slice(html, options.visitorAt?.() ?? null)
      const thread = parseThread(prepare(slices?.first ?? html))
      store.getState().dispatch({ type: 'threadReplaced', thread })
      return start(slices?.rest ?? [])
    },
    continue: start,
    settled: () => feeding,
  }
}

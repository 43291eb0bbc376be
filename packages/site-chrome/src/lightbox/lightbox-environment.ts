import { browserTimers, type Timers } from '@jc/widget-kit'
import type { ImagePreloader } from './image-preloader.ts'
import type { ViewerHistory } from './viewer-history.ts'

/** The lightbox's effects on the world, replaced in tests. */
export interface LightboxEnvironment {
  readonly timers: Timers
  /** Without one, the viewer makes the browser's when its code arrives: only it preloads. */
  readonly preloader?: ImagePreloader
  /** Without one, the viewer uses the browser's session history when its code arrives. */
  readonly history?: ViewerHistory
  /** Leaves the page for `url`, as a click on a link does. */
  navigate(url: string): void
}

export function browserLightboxEnvironment(view: Window = window): LightboxEnvironment {
  return {
    timers: browserTimers,
    navigate: (url) => view.location.assign(url),
  }
}

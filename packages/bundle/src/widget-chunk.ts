/** What a page may ask of the widgets it loads. */
export interface WidgetOptions {
  /**
   * How a listing carousel plays a YouTube or Vimeo video: `embed` (the
   * default) loads the host's player in a frame; `page-link` links to the
   * video's page instead, for a site whose CSP admits no video frames.
   */
  readonly videoPlayer?: 'embed' | 'page-link'
}

/** A widget's own module, imported only when the page needs it. */
export interface WidgetChunk {
  /** May return a promise that settles once its elements are defined (the sanitizing boundary is ready). */
  start(document: Document, options: WidgetOptions): unknown
}

/** A widget the loader knows: where it shows on a page, and its module. */
export interface LoadableWidget {
  readonly name: string
  /** The elements that call for it; `null` for what every page gets. */
  readonly selector: string | null
  /** Load only once one of its elements comes near the viewport. */
  readonly nearViewport?: boolean
  /** Load at once anyway, wherever its elements are (e.g. the URL points at them). */
  readonly urgent?: (document: Document) => boolean
  /**
   * The event its element dispatches once its controls work. Until then a
   * visitor's first touch of the element loads it at once, and a click on a
   * control the server printed in it is held and made again then.
   */
  readonly ready?: string
  /**
   * The controls its server prints that do nothing until it is up, whose
   * early clicks are held for `ready`: by default links to `#…` and controls
   * with an inline handler.
   */
  readonly printed?: string
  /**
   * Controls of the page (not of its elements) that only its module makes
   * work: a click on one while the module is on its way is made again once it
   * has started, as a menu button tapped before the site chrome was up.
   */
  readonly heldClicks?: string
  /** What the page gets instead when its module does not arrive or cannot start. */
  readonly fallback?: (document: Document) => void
  readonly load: () => Promise<WidgetChunk>
}

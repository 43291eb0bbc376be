/** One image of a lightbox set, as the markup describes it. */
export interface LightboxItem {
  /** The image the link or thumbnail points at; shown when the large copy fails. */
  readonly original: string
  /** Tried first; the original itself on a site that keeps no larger copies. */
  readonly large: string
  readonly caption: string
  /** The thumbnail's text alternative, given to the large image too. */
  readonly alt: string
}

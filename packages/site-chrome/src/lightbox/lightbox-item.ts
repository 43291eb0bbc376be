/** One image of a lightbox set, as the markup describes it. */
export interface LightboxItem {
  /** The image the link or thumbnail points at; shown when the large copy fails. */
  readonly original: string
  /** Tried first. */
  readonly large: string
  readonly caption: string
  /** The thumbnail's text alternative, given to the large image too. */
  readonly alt: string
}

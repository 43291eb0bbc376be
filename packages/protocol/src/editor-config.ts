/** The BBCode tags the legacy editor has buttons for, in the order the server sends them. */
export const bbcodeTags = ['b', 'i', 'u', 's', 'img', 'url', 'hide', 'quote', 'list'] as const

export type BBCodeTag = (typeof bbcodeTags)[number]

/** A built-in toolbar button the server allows for this visitor. */
export interface EditorButton {
  readonly tag: BBCodeTag
  /** The server's localized title, e.g. "Bold". */
  readonly title: string
  /** The text of the prompt shown when nothing is selected, e.g. "Enter text". */
  readonly prompt: string
}

/** A site-defined BBCode button (`custombbcode<N>`). */
export interface CustomEditorButton {
  readonly id: string
  readonly title: string
  readonly prompt: string
  readonly open: string
  readonly close: string
  /** The CSS class the server asks for; empty when it gave none. */
  readonly cssClass: string
  /** The icon URL; empty when the button is text only. */
  readonly icon: string
}

export interface Smiley {
  readonly code: string
  /** The image file name, relative to `EditorSmileys.baseUrl`. */
  readonly image: string
}

export interface EditorSmileys {
  /** The folder of the images, without a trailing slash. */
  readonly baseUrl: string
  readonly items: readonly Smiley[]
}

export interface EditorCounter {
  readonly max: number
  /** Text before the number; the server's language string, may be empty. */
  readonly prefix: string
  /** Text after the number, e.g. " symbols left". */
  readonly suffix: string
}

/**
 * The comment editor as the server's form-init script describes it (S19).
 * A widget builds its editor from this instead of running the script.
 */
export interface EditorConfig {
  /** The id of the textarea, `comments-form-comment` on stock servers. */
  readonly textareaId: string
  /** The id of the form, `comments-form` on stock servers. */
  readonly formId: string
  /** Whether the textarea gets a resize handle. */
  readonly resizable: boolean
  readonly buttons: readonly EditorButton[]
  readonly customButtons: readonly CustomEditorButton[]
  /** Null when the site has smileys off. */
  readonly smileys: EditorSmileys | null
  /** Null when the site has the length counter off. */
  readonly counter: EditorCounter | null
  /** When the legacy page would have run the init: after 100 ms, on window load, or at once. */
  readonly init: 'deferred' | 'on-load' | 'immediate'
  /**
   * What was left out, each named for a warning: statements outside the
   * catalogue, lines that cannot be read (a custom button beyond repair), a
   * second button or smiley of the same name. Never run.
   */
  readonly ignored: readonly string[]
}

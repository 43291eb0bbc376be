// The package ships no types; these cover the part the preview uses.
declare module 'bbcode-to-react' {
  import type { ReactNode } from 'react'

  export interface Renderer {
    readonly options: Readonly<Record<string, unknown>>
  }

  interface TagSettings {
    readonly name?: string | null
    readonly parent?: Tag | null
    readonly text?: string
    readonly params?: readonly (readonly [string, string])[]
  }

  export class Tag {
    constructor(renderer: Renderer, settings?: TagSettings)
    /** The tag name, lower case; null for a run of text. */
    name: string | null
    parent: Tag | null
    /** The text of a text node; empty for a tag. */
    text: string
    /** The tag's parameters; `[url=x]` gives `{ url: 'x' }`. */
    params: Readonly<Record<string, string>>
    children: Tag[]
    CLOSED_BY: string[]
    SELF_CLOSE: boolean
    STRIP_INNER: boolean
    STRIP_OUTER: boolean
    DISCARD_TEXT: boolean
    getComponents(): ReactNode[]
    toReact(): ReactNode
  }

  export type TagClass = new (renderer: Renderer, settings?: TagSettings) => Tag

  export class Parser {
    /** Only the built-in tags named; an empty list starts with none. */
    constructor(allowedTags?: readonly string[] | null)
    tags: Record<string, TagClass>
    registerTag(name: string, tag: TagClass): void
    parseParams(token: string): [string, string][]
    toReact(input: string): ReactNode[]
  }

  const parser: Parser
  export default parser
}

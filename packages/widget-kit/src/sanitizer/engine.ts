/**
 * A sanitizer behind the one boundary: it parses untrusted HTML into inert
 * nodes that hold only what the allow-list keeps. The boundary runs the same
 * passes before and after either engine.
 */
export interface SanitizerEngine {
  readonly name: 'native' | 'dompurify'
  /** The markup as sanitized nodes, owned by an inert document. */
  parse(html: string, keepForms: boolean): DocumentFragment
}

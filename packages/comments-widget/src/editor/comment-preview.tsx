/// <reference path="./bbcode-to-react.d.ts" />
import type { Language } from '@jc/widget-kit'
import type { Parser } from 'bbcode-to-react'
import { createElement, Fragment, memo, useId } from 'react'
import { createCommentParser } from './bbcode-tags.tsx'
import { editorStrings } from './editor-strings.ts'

const parsers = new Map<Language, Parser>()

function parserFor(language: Language): Parser {
  let parser = parsers.get(language)
  if (!parser) {
    parser = createCommentParser(editorStrings[language])
    parsers.set(language, parser)
  }
  return parser
}

export interface CommentPreviewProps {
  readonly text: string
  readonly language: Language
  /** The outline level of the preview's heading. */
  readonly headingLevel: number
}

/** The comment as it will read once posted; React elements only, never HTML. */
export const CommentPreview = memo(function CommentPreview({
  text,
  language,
  headingLevel,
}: CommentPreviewProps) {
  const headingId = useId()
  if (text.trim() === '') return null
  return (
    <section className="jc-preview" aria-labelledby={headingId}>
      <h5 id={headingId} className="jc-preview-heading" aria-level={headingLevel}>
        {editorStrings[language].preview}
      </h5>
      <div className="jc-preview-body">
        {createElement(Fragment, null, ...parserFor(language).toReact(text))}
      </div>
    </section>
  )
})

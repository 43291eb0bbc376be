/// <reference path="./bbcode-to-react.d.ts" />
import { allowedUrl } from '@jc/widget-kit'
import { Parser, Tag, type TagClass } from 'bbcode-to-react'
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react'
import type { EditorStrings } from './editor-strings.ts'

/**
 * A tag's rendered children as one fragment with positional children: the
 * library hands them over as an array, which React would check for keys.
 */
export function contents(tag: Tag): ReactElement {
  return createElement(Fragment, null, ...tag.getComponents())
}

/** The source text of a tag's content, tags included, as the visitor typed it. */
function sourceOf(tag: Tag): string {
  return (
    tag.text +
    tag.children.map((child) => (child.name === null ? child.text : sourceOfTag(child))).join('')
  )
}

function sourceOfTag(tag: Tag): string {
  const name = tag.name ?? ''
  const value = tag.params[name]
  const open = `[${name}${value ? `=${value}` : ''}]`
  const close = tag.CLOSED_BY.includes(name) ? '' : `[/${name}]`
  return open + sourceOf(tag) + close
}

function element(type: 'strong' | 'em' | 'u' | 's' | 'ul' | 'li'): TagClass {
  return class extends Tag {
    override toReact(): ReactNode {
      const Type = type
      return <Type>{contents(this)}</Type>
    }
  }
}

class ItemTag extends Tag {
  override CLOSED_BY = ['*', '/list']
  override toReact(): ReactNode {
    return <li>{contents(this)}</li>
  }
}

/** `[list]` is a bulleted list; `[list=1|a|A|i|I]`, which the server understands, is numbered by the `type` attribute, not by a style. */
class ListTag extends Tag {
  // Line breaks between items would be text inside the list element.
  override DISCARD_TEXT = true
  override toReact(): ReactNode {
    const type = this.params.list
    if (type === '1' || type === 'a' || type === 'A' || type === 'i' || type === 'I') {
      return <ol type={type}>{contents(this)}</ol>
    }
    return <ul>{contents(this)}</ul>
  }
}

class CodeTag extends Tag {
  override toReact(): ReactNode {
    return (
      <pre>
        <code>{sourceOf(this)}</code>
      </pre>
    )
  }
}

/** `[url]href[/url]` or `[url=href]text[/url]`; an address the one check refuses stays text. */
class UrlTag extends Tag {
  override toReact(): ReactNode {
    const href = allowedUrl(
      (this.params.url ?? sourceOf(this)).trim() || null,
      '<jc-comments> [url]',
    )
    if (href === null) return this.params.url ? contents(this) : sourceOf(this)
    return (
      <a href={href} rel="ugc nofollow noopener noreferrer" target="_blank">
        {contents(this)}
      </a>
    )
  }
}

class ImageTag extends Tag {
  override toReact(): ReactNode {
    const source = sourceOf(this)
    const src = allowedUrl(source.trim() || null, '<jc-comments> [img]')
    return src === null ? source : <img src={src} alt="" />
  }
}

function quoteTag(strings: EditorStrings): TagClass {
  return class extends Tag {
    override toReact(): ReactNode {
      const author = this.params.name ?? this.params.quote
      return (
        <blockquote>
          {author ? <div className="jc-preview-quote-author">{strings.quoteBy(author)}</div> : null}
          {contents(this)}
        </blockquote>
      )
    }
  }
}

function hideTag(strings: EditorStrings): TagClass {
  return class extends Tag {
    override toReact(): ReactElement {
      return (
        <div className="jc-preview-hidden">
          <div className="jc-preview-hidden-label">{strings.hidden}</div>
          {contents(this)}
        </div>
      )
    }
  }
}

/**
 * A tag name the library cannot read (`[ ]`, or one starting with "on", whose
 * parameters it drops) would make it throw; such a token stays text instead.
 */
class TolerantParser extends Parser {
  override parseParams(token: string): [string, string][] {
    const params = super.parseParams(token)
    return params.length > 0 ? params : [['', '']]
  }
}

/** A parser that knows only the tags JComments writes, rendering each one safely. */
export function createCommentParser(strings: EditorStrings): Parser {
  const parser = new TolerantParser([])
  parser.registerTag('b', element('strong'))
  parser.registerTag('i', element('em'))
  parser.registerTag('u', element('u'))
  parser.registerTag('s', element('s'))
  parser.registerTag('list', ListTag)
  parser.registerTag('*', ItemTag)
  parser.registerTag('code', CodeTag)
  parser.registerTag('url', UrlTag)
  parser.registerTag('img', ImageTag)
  parser.registerTag('quote', quoteTag(strings))
  parser.registerTag('hide', hideTag(strings))
  return parser
}

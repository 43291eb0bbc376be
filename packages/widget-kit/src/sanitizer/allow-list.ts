/**
 * What server HTML may keep, whichever engine sanitizes it: both the
 * browser's Sanitizer and DOMPurify are built from these lists, so the same
 * markup comes out of either. An element that is not listed is dropped with
 * its content (the native API cannot keep the content of elements it does
 * not know, so DOMPurify is told to do the same).
 */

// Text, structure, tables, lists, figures and images: what JComments'
// templates, its BBCode and a listing module print. No styles, no templates,
// no media players, no frames, no SVG or MathML.
export const contentElements: readonly string[] = [
  'a',
  'abbr',
  'acronym',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'big',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'data',
  'dd',
  'del',
  'details',
  'dfn',
  'dir',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'li',
  'main',
  'mark',
  'menu',
  'nav',
  'nobr',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'tt',
  'u',
  'ul',
  'var',
  'wbr',
]

/** Kept only for a widget that reads a server form to render its own (`keepForms`). */
export const formElements: readonly string[] = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'fieldset',
  'legend',
]

/** Attributes any kept element may carry; `data-*` are kept as well. No `style`, no handlers. */
export const contentAttributes: readonly string[] = [
  'abbr',
  'align',
  'alt',
  'aria-controls',
  'aria-current',
  'aria-describedby',
  'aria-expanded',
  'aria-hidden',
  'aria-label',
  'aria-labelledby',
  'aria-level',
  'aria-live',
  'cite',
  'class',
  'colspan',
  'datetime',
  'decoding',
  'dir',
  'headers',
  'height',
  'hidden',
  'href',
  'hreflang',
  'id',
  'lang',
  'loading',
  'open',
  'rel',
  'reversed',
  'role',
  'rowspan',
  'scope',
  'span',
  'src',
  'start',
  'tabindex',
  'target',
  'title',
  'translate',
  'type',
  'valign',
  'value',
  'width',
]

/** What a server form's controls need to be read: never `action`, `formaction` or `method`. */
export const formAttributes: readonly string[] = [
  'autocomplete',
  'checked',
  'cols',
  'disabled',
  'for',
  'maxlength',
  'minlength',
  'multiple',
  'name',
  'placeholder',
  'readonly',
  'required',
  'rows',
  'selected',
  'size',
]

/** The kept attributes whose value is an address, checked by `isAllowedUrl`. */
export const urlAttributes: readonly string[] = ['href', 'src', 'cite']

// Web and mail addresses, and relative ones (no scheme before the first `/`,
// `?` or `#`): `javascript:`, `data:`, `vbscript:` and every other scheme are
// refused. Control characters and spaces are ignored, as a browser ignores
// them when it reads a URL (`java\tscript:` is `javascript:`).
const webOrRelative = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
const ignoredInUrls = /[\s\p{Cc}]/gu

/**
 * Whether an address may stay; an empty one points at the page itself.
 * `data:` goes in `src` as in `href`, images included: JComments' `[img]`
 * and the listing modules only print web addresses, so a `data:` image is
 * markup someone slipped past the server, with content no server vetted,
 * and a site whose policy leaves `data:` out of `img-src` would report it.
 * The widgets' own images (captcha, smileys, icons) are web addresses.
 */
export function isAllowedUrl(value: string): boolean {
  const url = value.replace(ignoredInUrls, '')
  return url === '' || webOrRelative.test(url)
}

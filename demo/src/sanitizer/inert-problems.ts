// Elements that run code, load a page, or style the page; forms only when not asked for.
export const activeElements: readonly string[] = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'template',
  'base',
  'meta',
  'link',
]
const formControls = ['form', 'input', 'button', 'textarea', 'select']
const codeUrl = /^\s*(javascript|vbscript|data):/i
// What an unclosed quote swallowed (dangling markup), to be sent to another host.
const swallowedMarkup = /[<\n\r]/

/**
 * Everything in sanitized nodes that could run code, load a page or break a
 * strict CSP: what the boundary promises never to let through, whichever
 * engine ran. Empty when the nodes are inert.
 */
export function inertProblems(root: ParentNode, keepForms = false): string[] {
  const refused = keepForms ? activeElements : [...activeElements, ...formControls]
  const found: string[] = []
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName
    if (refused.includes(tag)) found.push(`<${tag}>`)
    for (const { name, value } of Array.from(element.attributes)) {
      if (
        /^on/i.test(name) ||
        ['style', 'srcdoc', 'formaction', 'action', 'srcset', 'ping'].includes(name)
      ) {
        found.push(`${tag}[${name}]`)
      }
      const url = ['href', 'src', 'cite', 'xlink:href'].includes(name)
      if (url && (codeUrl.test(value) || swallowedMarkup.test(value))) {
        found.push(`${tag}[${name}=${value.slice(0, 24)}]`)
      }
    }
  }
  return found
}

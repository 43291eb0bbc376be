/** Puts `html` in the page as its body and returns its `#target`. */
export function inPage(html: string): Element {
  document.body.innerHTML = html
  const target = document.querySelector('#target')
  if (!target) throw new Error('no #target')
  return target
}

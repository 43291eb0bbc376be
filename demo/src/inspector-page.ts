import { inspect } from './inspect.ts'

/**
 * Wires the protocol inspector's form, when the page has one, and returns
 * what decodes a body into the page (for the request console).
 */
export function mountInspector(root: ParentNode): ((body: string) => void) | undefined {
  const form = root.querySelector<HTMLFormElement>('#inspector')
  const body = root.querySelector<HTMLTextAreaElement>('#inspector-body')
  const result = root.querySelector<HTMLOListElement>('#inspector-result')
  if (!form || !body || !result) return undefined

  body.value = `[ { "n": "js", "d": "jcomments.updateSubscription(true, 'Unsubscribe');" }, { "n": "xx", "d": "" } ]`
  const decode = () =>
    result.replaceChildren(
      ...inspect(body.value).map((line) => {
        const item = document.createElement('li')
        item.className = line.kind
        item.textContent = line.text
        return item
      }),
    )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    decode()
  })
  return (answer) => {
    body.value = answer
    decode()
  }
}

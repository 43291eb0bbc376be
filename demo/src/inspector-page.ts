import { inspect } from './inspect.ts'

/** Wires the protocol inspector's form, when the page has one. */
export function mountInspector(root: ParentNode): void {
  const form = root.querySelector<HTMLFormElement>('#inspector')
  const body = root.querySelector<HTMLTextAreaElement>('#inspector-body')
  const result = root.querySelector<HTMLOListElement>('#inspector-result')
  if (!form || !body || !result) return

  body.value = `[ { "n": "js", "d": "jcomments.updateSubscription(true, 'Unsubscribe');" }, { "n": "xx", "d": "" } ]`
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    result.replaceChildren(
      ...inspect(body.value).map((line) => {
        const item = document.createElement('li')
        item.className = line.kind
        item.textContent = line.text
        return item
      }),
    )
  })
}

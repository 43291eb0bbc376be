import { inspect } from './inspect.ts'

const form = document.querySelector<HTMLFormElement>('#inspector')
const body = document.querySelector<HTMLTextAreaElement>('#inspector-body')
const result = document.querySelector<HTMLOListElement>('#inspector-result')

if (form && body && result) {
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

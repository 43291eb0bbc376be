import type { HandlerAction } from '@jc/protocol'
import { actionOf } from '../model/markup.ts'

/** The first server control in `root` whose typed action is the wanted one. */
export function control(root: Element, wanted: (action: HandlerAction) => boolean): HTMLElement {
  const found = Array.from(root.querySelectorAll<HTMLElement>('[data-jc-action]')).find(
    (element) => {
      const action = actionOf(element)
      return action !== null && wanted(action)
    },
  )
  if (!found) throw new Error('no such control')
  return found
}

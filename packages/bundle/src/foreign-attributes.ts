import { queryPage } from '@jc/widget-kit'
import { elementAttributes, elementNames } from './element-names.ts'

/**
 * What HTML lets any element carry that a template puts on a widget: microdata, a
 * template's `data-*` and `aria-*`, and the `auto…` ones, which begin like the slider's
 * own `auto`. Another global attribute only costs the check's fetch, which then says nothing.
 */
const globalAttribute =
  /^(class|id|style|lang|dir|hidden|title|role|tabindex|slot|part|is|inert|nonce|translate|accesskey|auto(focus|capitalize)|item(scope|type|prop|id|ref)|data-.*|aria-.*)$/

/**
 * Each attribute a bundle element of the page carries that is neither its
 * own nor a global one, as `[tag, attribute]`: a slip of one of its own
 * (`moduleid`) leaves the widget on its default without a word. Elements a
 * script adds later are not looked at.
 */
export function foreignAttributes(document: Document): [string, string][] {
  return Array.from(queryPage(document, elementNames.join()), (element) => {
    const tag = element.localName
    return element
      .getAttributeNames()
      .filter((name) => !globalAttribute.test(name) && !elementAttributes[tag]?.includes(name))
      .map((name): [string, string] => [tag, name])
  }).flat()
}

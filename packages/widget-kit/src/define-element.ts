import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'
import { unshadowDefaultView } from './page-document.ts'
import { sanitizerEngine, sanitizerReady } from './sanitize-html.ts'

/** How an attribute's text becomes a prop. `function` is left out on purpose: it looks names up on `window`. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json'

/** Every element's component gets the element it renders into. */
export interface ElementProps {
  readonly container?: HTMLElement
}

export interface ElementDefinition<Props extends ElementProps> {
  readonly tag: string
  readonly component: ComponentType<Props>
  /** camelCase prop name → attribute type; the attribute is the kebab-case name. */
  readonly attributes: Partial<Record<Exclude<keyof Props & string, 'container'>, AttributeType>>
  /** Defaults to the page's registry; tests pass their own window's. */
  readonly registry?: CustomElementRegistry
}

const pending = new Map<string, Promise<void>>()

/**
 * Registers a React component as a light-DOM custom element. Registering a
 * tag that is already defined does nothing, so a page that includes a widget
 * twice, or two bundles that both carry it, keep working. The element is
 * defined once the sanitizing boundary is ready: at once where the browser
 * sanitizes natively, after DOMPurify arrives elsewhere. The promise settles
 * when it is defined.
 */
export function defineElement<Props extends ElementProps>(
  definition: ElementDefinition<Props>,
): Promise<void> {
  const registry = definition.registry ?? customElements
  if (registry.get(definition.tag)) return Promise.resolve()
  const waiting = pending.get(definition.tag)
  if (waiting) return waiting
  const element = r2wc(definition.component, { props: definition.attributes as never })
  const define = () => {
    pending.delete(definition.tag)
    if (registry.get(definition.tag)) return
    // Before the first render: React could not commit on such a page.
    unshadowDefaultView(document)
    registry.define(definition.tag, element)
  }
  const ready = sanitizerReady()
  if (sanitizerEngine() !== null) {
    define()
    return Promise.resolve()
  }
  const defined = ready.then(define)
  pending.set(definition.tag, defined)
  return defined
}

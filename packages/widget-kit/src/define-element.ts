import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'

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

/**
 * Registers a React component as a light-DOM custom element. Registering a
 * tag that is already defined does nothing, so a page that includes a widget
 * twice, or two bundles that both carry it, keep working.
 */
export function defineElement<Props extends ElementProps>(
  definition: ElementDefinition<Props>,
): CustomElementConstructor {
  const registry = definition.registry ?? customElements
  const existing = registry.get(definition.tag)
  if (existing) return existing
  const element = r2wc(definition.component, { props: definition.attributes as never })
  registry.define(definition.tag, element)
  return element
}

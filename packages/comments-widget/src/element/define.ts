import { defineElement } from '@jc/widget-kit'
import type { CommentsEventMap } from '../events.ts'
import { tag } from './config.ts'
import { JcComments } from './jc-comments.tsx'

/** Registers `<jc-comments>`; calling it again does nothing. */
export function defineJcComments(registry?: CustomElementRegistry): Promise<void> {
  return defineElement({
    tag,
    component: JcComments,
    // Attribute changes re-render; the values are read and checked from the element itself.
    attributes: { objectId: 'string', objectGroup: 'string', requestUri: 'string', lang: 'string' },
    ...(registry ? { registry } : {}),
  })
}

declare global {
  interface HTMLElementTagNameMap {
    'jc-comments': HTMLElement
  }
  interface GlobalEventHandlersEventMap extends CommentsEventMap {}
}

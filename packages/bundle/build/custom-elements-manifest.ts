import type { ElementDescription } from './element-descriptions.ts'

/** The loader that defines every element; the manifest's one module. */
const loaderPath = 'jc-widgets.js'

/**
 * The elements as a custom-elements manifest (schema 2.0.0), which editors
 * and documentation tools read.
 */
export function customElementsManifest(elements: readonly ElementDescription[]) {
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: loaderPath,
        declarations: elements.map((element) => ({
          kind: 'class',
          customElement: true,
          name: element.typeName,
          tagName: element.tag,
          description: `${element.summary} Defined by ${element.module}.`,
          superclass: { name: 'HTMLElement' },
          attributes: element.attributes.map(({ name, type, description }) => ({
            name,
            type: { text: type },
            description,
          })),
          events: element.events.map(({ name, detail, description }) => ({
            name,
            type: { text: `CustomEvent<${detail}>` },
            description,
          })),
          cssProperties: element.cssProperties.map(({ name, description }) => ({
            name,
            description,
          })),
        })),
        exports: elements.map((element) => ({
          kind: 'custom-element-definition',
          name: element.tag,
          declaration: { name: element.typeName, module: loaderPath },
        })),
      },
    ],
  }
}

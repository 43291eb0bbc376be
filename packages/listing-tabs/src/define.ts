import { defineElement } from '@jc/widget-kit'
import { createElement } from 'react'
import { browserEnvironment, type ListingEnvironment } from './environment.ts'
import type {
  AllLoadedDetail,
  ItemsAppendedDetail,
  ListingErrorDetail,
  TabLoadedDetail,
} from './events.ts'
import { ListingTabs, type ListingTabsProps } from './listing-tabs.tsx'
import { settingAttributesOf } from './setting-attributes.ts'

export const listingTabsTag = 'listing-tabs'

export interface DefineListingTabsOptions {
  /** Seams to replace, e.g. `videoFrame` on a page whose CSP allows no video host's frames. */
  readonly environment?: Partial<ListingEnvironment>
  readonly registry?: CustomElementRegistry
}

/**
 * Registers `<listing-tabs>`. A second call does nothing, so a page that
 * loads the bundle twice keeps working.
 */
export function defineListingTabs(options: DefineListingTabsOptions = {}): Promise<void> {
  let environment: ListingEnvironment | undefined
  // Built on first use, so registering touches no browser API a page might lack.
  const environmentOf = () => {
    environment ??= { ...browserEnvironment(), ...options.environment }
    return environment
  }
  return defineElement<ListingTabsProps>({
    tag: listingTabsTag,
    component: (props: ListingTabsProps) =>
      createElement(ListingTabs, {
        ...props,
        ...(props.container && settingAttributesOf(props.container)),
        environment: environmentOf(),
      }),
    attributes: {
      ajaxUrl: 'string',
      effect: 'string',
      // As written, so a wrong value is named as the author wrote it.
      delay: 'string',
      duration: 'string',
      moduleId: 'string',
      videoThumbnails: 'string',
    },
    ...(options.registry ? { registry: options.registry } : {}),
  })
}

declare global {
  interface HTMLElementTagNameMap {
    'listing-tabs': HTMLElement
  }
  interface GlobalEventHandlersEventMap {
    'listing-tabs:tab-loaded': CustomEvent<TabLoadedDetail>
    'listing-tabs:items-appended': CustomEvent<ItemsAppendedDetail>
    'listing-tabs:all-loaded': CustomEvent<AllLoadedDetail>
    'listing-tabs:error': CustomEvent<ListingErrorDetail>
  }
}

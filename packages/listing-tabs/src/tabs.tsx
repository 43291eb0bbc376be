import { documentProperty } from '@jc/widget-kit'
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react'
import { arrowStep } from './arrow-step.ts'
import type { TabMarkup } from './block-markup.ts'
import { classNames } from './class-names.ts'
import type { ListingIds } from './listing-ids.ts'
import { dataAttributes } from './payload-fields.ts'
import { useDispatch, useListing } from './store.ts'
import type { ListingStrings } from './strings.ts'

export interface TabsProps {
  readonly tabs: readonly TabMarkup[]
  readonly ids: ListingIds
  readonly strings: ListingStrings
  /** At 479 px and below the tabs are a dropdown styled as a select box. */
  readonly narrow: boolean
  readonly rtl: boolean
}

/**
 * The tabs as a WAI-ARIA tablist with manual activation, since panels load
 * over the network: arrow keys, Home and End move the focus, Enter or Space
 * (or a click) activates. On a narrow screen the list opens from a button
 * that shows the selected tab, as the module's select box did.
 */
export function Tabs({ tabs, ids, strings, narrow, rtl }: TabsProps) {
  const selected = useListing((state) => state.selected)
  const open = useListing((state) => state.dropdownOpen)
  const dispatch = useDispatch()
  // The tabs render again whenever a tab's state changes: a few list items, for no second store hook.
  const states = useListing((state) => state.tabs)
  const tabElements = useRef<(HTMLLIElement | null)[]>([])
  const toggle = useRef<HTMLButtonElement>(null)
  const wrap = useRef<HTMLDivElement>(null)
  const focusTab = (index: number) => tabElements.current[index]?.focus()

  // Whether the tabs or their button hold the focus, as their own focus events tell it: a control
  // hidden while React commits loses the focus without a blur event React passes on.
  const holdsFocus = useRef(false)

  // Before the browser lays out the new form, while the control that goes away may still have the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the change of form moves the focus.
  useLayoutEffect(() => {
    // Else a list left open as the window widens would show again, open, when it narrows.
    if (!narrow && open) dispatch({ type: 'close-dropdown' })
    const element = wrap.current
    if (!element) return
    // Through the prototype: an article's `<img name="activeElement">` would stand in for it.
    const activeElement = documentProperty(element.ownerDocument, 'activeElement')
    const body = documentProperty(element.ownerDocument, 'body')
    const inside = element.contains(activeElement)
    const lost = holdsFocus.current && (activeElement === null || activeElement === body)
    if (!inside && !lost) return
    // The list is closed as the form changes: its button stands for the tabs now, and the
    // selected tab for the button or for a tab of the list, which was open.
    if (narrow) toggle.current?.focus()
    else focusTab(selected)
  }, [narrow])

  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening the dropdown moves the focus into it.
  useEffect(() => {
    if (narrow && open) focusTab(selected)
  }, [open])

  const activate = (index: number) => {
    dispatch({ type: 'select', index })
    // The list closes on a narrow screen; the focus goes back to its button.
    if (narrow) toggle.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    // The browser's own shortcuts (Alt+Left goes back) are not the tabs' to take.
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const { key } = event
    const count = tabs.length
    // A horizontal tablist leaves the up and down arrows to the page; the dropdown is vertical.
    const step =
      narrow && key === 'ArrowDown' ? 1 : narrow && key === 'ArrowUp' ? -1 : arrowStep(key, rtl)
    // Past the last tab is the first, and before the first the last.
    if (step) focusTab((index + step + count) % count)
    else if (key === 'Home') focusTab(0)
    else if (key === 'End') focusTab(count - 1)
    else if (key === 'Enter' || key === ' ') activate(index)
    else if (key === 'Escape' && narrow && open) {
      dispatch({ type: 'close-dropdown' })
      toggle.current?.focus()
    } else return
    event.preventDefault()
  }

  const current = tabs[selected]
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus entering and leaving the tabs and their button bubbles here (leaving closes the dropdown); the wrapper itself takes no input.
    <div
      ref={wrap}
      className={classNames('ltabs-tabs-wrap', narrow && 'ltabs-selectbox')}
      onFocus={() => {
        holdsFocus.current = true
      }}
      onBlur={(event) => {
        holdsFocus.current = event.currentTarget.contains(event.relatedTarget)
        if (open && !holdsFocus.current) dispatch({ type: 'close-dropdown' })
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="ltabs-tab-selected"
        hidden={!narrow}
        aria-expanded={open}
        aria-controls={ids.tablist}
        onClick={() => dispatch({ type: 'toggle-dropdown' })}
        // As a select box: an arrow on the closed button opens the list, on its selected tab.
        onKeyDown={(event) => {
          if (open || event.altKey || event.ctrlKey || event.metaKey) return
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          dispatch({ type: 'toggle-dropdown' })
        }}
      >
        <span className="ltabs-sr-only">{strings.chooseCategory}</span> {current?.label}
      </button>
      {narrow && (
        <span className="ltabs-tab-arrow" aria-hidden="true">
          ▼
        </span>
      )}
      <ul
        id={ids.tablist}
        className={classNames('ltabs-tabs cf', open && 'ltabs-open')}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the module's tab list is a ul; the APG pattern makes it the tablist.
        role="tablist"
        aria-label={strings.tabs}
        aria-orientation={narrow ? 'vertical' : 'horizontal'}
      >
        {tabs.map((tab, index) => (
          <li
            key={ids.tab(index)}
            ref={(element) => {
              tabElements.current[index] = element
            }}
            id={ids.tab(index)}
            className={classNames(
              'ltabs-tab',
              index === selected && 'tab-sel',
              states[index]?.status === 'loaded' && 'tab-loaded',
              tab.all && 'tab-all',
            )}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the module's tabs are list items (its stylesheets select them so); the APG tablist gives them the tab role.
            role="tab"
            aria-selected={index === selected}
            aria-controls={ids.panel(index)}
            tabIndex={index === selected ? 0 : -1}
            data-category-id={tab.categoryId}
            data-active-content={tab.panelSelector}
            data-field_order={tab.fieldOrder}
            {...dataAttributes(tab.fields)}
            onClick={() => activate(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.icon && (
              <div className="ltabs-tab-img">
                <img src={tab.icon.src} alt="" width={tab.icon.width} height={tab.icon.height} />
              </div>
            )}
            <span className="ltabs-tab-label">{tab.label}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The hamburger menu: a disclosure, either open or closed. */
export interface MenuState {
  readonly open: boolean
}

export type MenuAction =
  /** The button was pressed. */
  | { readonly type: 'toggle' }
  /** Escape, a click elsewhere, a layout without the button, or the page asked it to close. */
  | { readonly type: 'close' }

export function menuTransition(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle':
      return { open: !state.open }
    case 'close':
      return state.open ? { open: false } : state
  }
}

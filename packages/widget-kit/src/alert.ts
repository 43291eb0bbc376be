/** The browser's blocking dialogs, behind a seam tests replace. */
export interface Dialogs {
  alert(message: string): void
  confirm(message: string): boolean
}

export const browserDialogs: Dialogs = {
  alert: (message) => window.alert(message),
  confirm: (message) => window.confirm(message),
}

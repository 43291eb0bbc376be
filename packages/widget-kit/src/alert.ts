/** The browser's blocking dialogs, behind a seam tests replace. */
export interface Dialogs {
  alert(message: string): void
  confirm(message: string): boolean
  /** The visitor's answer, or null when they cancelled. */
  prompt(message: string, defaultValue?: string): string | null
}

export const browserDialogs: Dialogs = {
  alert: (message) => window.alert(message),
  confirm: (message) => window.confirm(message),
  prompt: (message, defaultValue = '') => window.prompt(message, defaultValue),
}

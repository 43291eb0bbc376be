/**
 * jsdom has `<dialog>` without its modal methods; these stand-ins only toggle
 * `open` as the browser would. What a real modal does (inert page, top layer,
 * focus on its first control) is proven in the Playwright suite.
 */
export function standInModalDialogs(): void {
  const prototype = HTMLDialogElement.prototype
  prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

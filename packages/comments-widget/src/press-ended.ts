/**
 * Settles once no pointer is held down on `element`: at once where none is,
 * else in the first frame after the release, its click dispatched by then.
 * The first touch's reload waits for it before it replaces the printed
 * block: a control replaced between the press and the release loses the
 * click, which then reaches neither the loader, which keeps a click on a
 * printed control until the widget is up, nor the widget. The state is read
 * each frame rather than the release awaited: after a tap Chromium keeps the
 * control `:active` a moment longer, its release long gone.
 */
export function pressEnded(view: Window, element: Element): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (element.matches(':active')) view.requestAnimationFrame(check)
      else resolve()
    }
    check()
  })
}

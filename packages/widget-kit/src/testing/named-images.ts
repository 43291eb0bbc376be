import { onTestFinished } from 'vitest'

/**
 * For tests: prints an `<img name="…">` in the page for each name and lets
 * it stand in for the document's property of that name, as a named image
 * does in a browser (`<img name="activeElement">` makes
 * `document.activeElement` that image; jsdom and happy-dom do not shadow
 * document properties themselves). They go when the test ends, even one
 * that failed, so the next test meets the real document; the returned
 * function takes them away sooner.
 */
export function printNamedImages(document: Document, ...names: readonly string[]): () => void {
  const images = names.map((name) => {
    const image = document.createElement('img')
    image.setAttribute('name', name)
    return image
  })
  // All are printed before any stands in: a later one goes into the real body.
  document.body.append(...images)
  for (const [index, name] of names.entries()) {
    const image = images[index]
    // As in a browser, the image stands in only while it is in the page and keeps its name.
    Object.defineProperty(document, name, {
      get: () =>
        image?.isConnected && image.getAttribute('name') === name
          ? image
          : Reflect.get(Object.getPrototypeOf(document), name, document),
      configurable: true,
    })
  }
  const stop = () => {
    for (const name of names) Reflect.deleteProperty(document, name)
    for (const image of images) image.remove()
  }
  onTestFinished(stop)
  return stop
}

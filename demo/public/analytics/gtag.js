// The demo's stand-in for Google's tag container (gtag.js), served from the demo itself so that
// nothing leaves the machine. Like the real container it reads the page's dataLayer, taking
// only `arguments` objects and skipping anything else, and it keeps what the real one would
// send: each page view is recorded in `window.analyticsEmulation` and announced with an
// `analytics-emulation:page-view` event on the document, for QA and the browser tests.
;(() => {
  const script = document.currentScript
  const emulation = {
    id: script instanceof HTMLScriptElement ? new URL(script.src).searchParams.get('id') : null,
    consentDefaults: [],
    started: null,
    pageViews: [],
    skipped: 0,
  }
  window.analyticsEmulation = emulation

  const isArguments = (entry) => Object.prototype.toString.call(entry) === '[object Arguments]'
  const read = (entry) => {
    if (!isArguments(entry)) {
      emulation.skipped += 1
      return
    }
    const [command, first, second] = Array.from(entry)
    if (command === 'consent' && first === 'default') emulation.consentDefaults.push(second)
    if (command === 'js') emulation.started = first
    if (command === 'config') {
      const pageView = {
        id: first,
        page: location.pathname,
        title: document.title,
        consentDefaults: emulation.consentDefaults.slice(),
      }
      emulation.pageViews.push(pageView)
      // The corpus prints an image named dispatchEvent; the real tag never dispatches on the document.
      EventTarget.prototype.dispatchEvent.call(
        document,
        new CustomEvent('analytics-emulation:page-view', { detail: pageView }),
      )
    }
  }

  window.dataLayer = window.dataLayer || []
  const dataLayer = window.dataLayer
  for (const entry of dataLayer) read(entry)
  const push = dataLayer.push.bind(dataLayer)
  dataLayer.push = (...entries) => {
    for (const entry of entries) read(entry)
    return push(...entries)
  }
})()

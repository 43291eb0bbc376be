import '@jc/bundle/site-chrome.css'
import '@jc/bundle/listing-tabs.css'
import '@jc/bundle/jc-comments.css'
import { startWidgets } from '@jc/bundle'
import { mountInspector } from './inspector-page.ts'
import { mountQaPanel } from './mocks/qa-panel.ts'
import { startMocks } from './mocks/start-mocks.ts'
import { mountRequestConsole } from './request-console.ts'

// The emulated servers answer before any widget makes its first request.
const mocks = await startMocks()
mountQaPanel(document.body, mocks)
const showAnswer = mountInspector(document)
if (showAnswer) mountRequestConsole({ root: document, showAnswer })

// Started only now, so no widget sends a request before the emulation answers.
// `?widgets=off` leaves the page as the server sent it (the page benchmark's
// baseline). How a carousel plays its videos is the pages' markup, as on a
// site (`<meta name="video-player">`).
if (new URLSearchParams(location.search).get('widgets') !== 'off') {
  startWidgets(document)
}

import { mountInspector } from './inspector-page.ts'
import { mountQaPanel } from './mocks/qa-panel.ts'
import { startMocks } from './mocks/start-mocks.ts'
import { mountRequestConsole } from './request-console.ts'

// The emulated servers answer before any widget makes its first request.
const mocks = await startMocks()
mountQaPanel(document.body, mocks)
const showAnswer = mountInspector(document)
if (showAnswer) mountRequestConsole({ root: document, showAnswer })

// Imported only now, so no widget sends a request before the emulation answers.
// Each module belongs to the package it starts (the loader of the shipped
// bundle replaces this list).
await Promise.all([
  import('./widgets/comments.ts'),
  import('./widgets/comments-zero-touch.ts'),
  import('./widgets/listing-tabs.ts'),
  import('./widgets/lightbox-slider.ts'),
  import('./widgets/site-helpers.ts'),
])

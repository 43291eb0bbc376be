import { mountInspector } from './inspector-page.ts'
import { mountQaPanel } from './mocks/qa-panel.ts'
import { startMocks } from './mocks/start-mocks.ts'
import { mountRequestConsole } from './request-console.ts'

// The emulated servers answer before any widget makes its first request.
const mocks = await startMocks()
mountQaPanel(document.body, mocks)
const showAnswer = mountInspector(document)
if (showAnswer) mountRequestConsole({ root: document, showAnswer })

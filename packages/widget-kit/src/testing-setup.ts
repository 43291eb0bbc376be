import { sanitizerReady } from './sanitize-html.ts'

// Test files that render widgets need the boundary ready, as a page's loader makes it.
if (typeof window !== 'undefined') await sanitizerReady(window)

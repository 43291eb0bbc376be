// The file a template includes: it starts itself on the page that loads it.
import { startWidgets } from './start-widgets.ts'

startWidgets(document)

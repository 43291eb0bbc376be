// Starts the site chrome on the demo pages: menu, RSS icon, system messages, captions, lazy
// images, responsive mode, analytics (against the emulated container in public/analytics).
import '@jc/site-chrome/chrome.css'
import { startSiteChrome } from '@jc/site-chrome'

startSiteChrome(document)

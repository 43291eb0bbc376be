import '@jc/listing-tabs/listing-tabs.css'
import { defineListingTabs, VideoPageLink } from '@jc/listing-tabs'

// The demo's CSP admits frames from nowhere (frame-src falls back to 'self'
// and every page is sent with frame-ancestors 'none'), so a carousel video
// links to its page on the host instead of loading the player. The package
// README lists what a site adds to its CSP for the real player.
defineListingTabs({ environment: { videoFrame: VideoPageLink } })

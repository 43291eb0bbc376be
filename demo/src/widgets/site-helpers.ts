// Starts the site-helpers widgets on the demo pages; filled in by the issue that builds them.
export {}

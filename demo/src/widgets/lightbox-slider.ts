// Starts the lightbox-slider widgets on the demo pages; filled in by the issue that builds them.
export {}

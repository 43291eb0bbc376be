// Read by the code every page loads, to tell whether the box holds a message,
// and by the box's own chunk; a module of their own keeps the rest of the
// box's code out of the page-wide chunk.

/** Joomla's box for the page's messages. */
export const containerId = 'system-message-container'

/** One message in the box, however it got there. */
export const alertSelector = '.alert'

/** A message's close button, Bootstrap's way. */
export const closeSelector = '[data-dismiss="alert"]'

/** A dismissed message while it fades out. */
export const dismissingClass = 'is-dismissing'

/** A message stays fully visible this long (protocol §5.8)… */
export const messageVisibleMs = 6000
/** …then fades out over this long. */
export const messageFadeMs = 1000

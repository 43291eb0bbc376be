/**
 * The captcha image URL with a new cache-buster (protocol §5.6): the
 * server's trailing digits (`…&ac=12345`) are replaced, otherwise `r=` is
 * added, so the browser fetches a fresh image for the new code.
 */
export function captchaSource(src: string, nonce: number): string {
  if (/\d+$/.test(src)) return src.replace(/\d+$/, String(nonce))
  return `${src}${src.includes('?') ? '&' : '?'}r=${nonce}`
}

/** A cache-buster: a whole number below 100000. */
export function captchaNonce(random: () => number): number {
  return Math.floor(random() * 100000)
}

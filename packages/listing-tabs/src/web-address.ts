/** Whether `address`, read against the page as a browser would, is a web (http or https) address. */
export function isWebAddress(address: string, pageUrl: string): boolean {
  try {
    return /^https?:$/.test(new URL(address, pageUrl).protocol)
  } catch {
    return false
  }
}

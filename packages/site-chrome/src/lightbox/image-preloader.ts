/** Fetches an image ahead of time, so the next one shows at once; tests pass a recorder. */
export interface ImagePreloader {
  /** Asks for `url` once; `missing` runs when it does not load (a 404), so that nothing asks again. */
  preload(url: string, missing: () => void): void
}

export function browserImagePreloader(): ImagePreloader {
  const requested = new Set<string>()
  return {
    preload(url, missing) {
      if (requested.has(url)) return
      requested.add(url)
      // Never painted, so never decoded: only the download is wanted.
      const image = new Image()
      image.onerror = missing
      image.src = url
    },
  }
}

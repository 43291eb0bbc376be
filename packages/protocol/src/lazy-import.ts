/**
 * A module fetched the first time it is needed, once: code a page whose
 * visitors only read never downloads. A failed download is tried again by
 * the next call.
 */
export function lazyImport<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

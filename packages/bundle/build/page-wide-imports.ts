/** The part of Vite's manifest this check reads. */
export type ViteManifest = Record<
  string,
  { readonly file: string; readonly imports?: readonly string[] }
>

/**
 * The chunks every page may load (the loader, the site chrome, and the
 * system messages' box a page with a message fetches) and what they import,
 * as a failure when one of them pulls in the shared chunk (React), which only
 * pages with a widget need.
 */
export function pageWideFailures(manifest: ViteManifest): string[] {
  const pageWide = [
    'src/entry.ts',
    'src/chunks/site-chrome.ts',
    '../site-chrome/src/system-messages/messages-box.ts',
  ]
  return pageWide.flatMap((key) => {
    const chunk = manifest[key]
    if (!chunk) return [`the manifest has no ${key}`]
    const shared = (chunk.imports ?? []).filter((name) =>
      manifest[name]?.file.startsWith('shared-'),
    )
    return shared.length > 0
      ? [`${chunk.file}, which any page may load, imports the shared chunk (${shared.join(', ')})`]
      : []
  })
}

/**
 * Where the browser tests' build of the demo goes. E2E_PORT_OFFSET moves the
 * servers and this folder, so that two runs can share a machine.
 */
export const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const outDir = portOffset ? `dist-${portOffset}` : 'dist'
/**
 * The shipped files (`@jc/bundle`'s build, as a site serves them), written
 * into the built demo under this folder: what `shipped-files.spec.ts` loads
 * in place of the demo's own build of the widgets.
 */
export const shippedFolder = 'jc-shipped'

import { lazyImport } from '@jc/protocol'
import { useCallback, useState } from 'react'
import type { LightboxDialog } from './lightbox-dialog.tsx'

// The viewer is a chunk of its own, fetched once per page: a visitor who
// never opens an image never downloads it.
const loadDialog = lazyImport(() => import('./lightbox-dialog.tsx'))

export interface LightboxDialogLoad {
  /** The dialog, once its chunk is in; until then there is nothing to render. */
  readonly Dialog: typeof LightboxDialog | undefined
  /** Asks for the chunk (again, after a failure); rejects when it does not come. */
  readonly load: () => Promise<void>
}

/** The viewer's chunk for one `<site-lightbox>`, asked for when a visitor is about to open an image. */
export function useLightboxDialog(): LightboxDialogLoad {
  const [Dialog, setDialog] = useState<typeof LightboxDialog>()
  const load = useCallback(
    () =>
      loadDialog().then((module) => {
        setDialog(() => module.LightboxDialog)
      }),
    [],
  )
  return { Dialog, load }
}

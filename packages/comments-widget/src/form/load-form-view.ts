import { useEffect, useState } from 'react'
import type { CommentEditor } from './comment-editor.tsx'

/** Where the editor's chunk is for this page: not here yet, here, or not coming. */
export type EditorLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly CommentEditor: typeof CommentEditor }
  | { readonly status: 'failed' }

let settled: EditorLoad = { status: 'loading' }
let request: Promise<EditorLoad> | null = null

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Fetches the BBCode editor (toolbar, smileys, counter, and the preview with
 * its parser) once per page. A visitor who only reads the thread never needs
 * it, so it stays out of the comments chunk until a form is on its way. It
 * never rejects: a chunk that does not arrive (offline, a deploy that removed
 * it) is named once in the console and the form keeps a plain textarea.
 */
export function loadEditor(): Promise<EditorLoad> {
  request ??= import('./comment-editor.tsx').then(
    (module): EditorLoad => {
      settled = { status: 'loaded', CommentEditor: module.CommentEditor }
      return settled
    },
    (error: unknown): EditorLoad => {
      console.warn(
        `<jc-comments>: the comment editor did not load (${reasonOf(error)}); the form keeps a plain text field.`,
      )
      settled = { status: 'failed' }
      return settled
    },
  )
  return request
}

/**
 * The editor for a component that needs it: fetched right after the first
 * render, and known at once to every form rendered after it arrived.
 */
export function useEditorLoad(): EditorLoad {
  const [load, setLoad] = useState(() => settled)
  useEffect(() => {
    if (load.status !== 'loading') return
    let mounted = true
    void loadEditor().then((next) => {
      if (mounted) setLoad(next)
    })
    return () => {
      mounted = false
    }
  }, [load])
  return load
}

import { useEffect, useState } from 'react'
import { reasonOf } from '../error-reason.ts'
import type { CommentFormView, createCommentForm } from './comment-form-chunk.ts'

/** Where the form's chunk is for this page: not here yet, here, or not coming. */
export type FormViewLoad =
  | { readonly status: 'loading' }
  | {
      readonly status: 'loaded'
      readonly CommentFormView: typeof CommentFormView
      readonly createCommentForm: typeof createCommentForm
    }
  | { readonly status: 'failed' }

let settled: FormViewLoad = { status: 'loading' }
let request: Promise<FormViewLoad> | null = null

/**
 * Fetches the comment form once per page: its logic (the reader of the
 * server's form, its state and transitions) and its view with the BBCode
 * editor (toolbar, smileys, counter, the preview with its parser, and the
 * reader of the server's editor script). A visitor who only reads the
 * thread never needs them, so they stay out of the comments chunk until a
 * form is on its way. It never rejects: a chunk that does not arrive
 * (offline, a deploy that removed it) is named once in the console.
 */
export function loadFormView(): Promise<FormViewLoad> {
  request ??= import('./comment-form-chunk.ts').then(
    (module): FormViewLoad => {
      settled = {
        status: 'loaded',
        CommentFormView: module.CommentFormView,
        createCommentForm: module.createCommentForm,
      }
      return settled
    },
    (error: unknown): FormViewLoad => {
      console.warn(`<jc-comments>: the comment form did not load (${reasonOf(error)}).`)
      settled = { status: 'failed' }
      return settled
    },
  )
  return request
}

/**
 * The form's view for a component that shows it: fetched right after the
 * first render, and known at once to every form rendered after it arrived.
 */
export function useFormViewLoad(): FormViewLoad {
  const [load, setLoad] = useState(() => settled)
  useEffect(() => {
    if (load.status !== 'loading') return
    let mounted = true
    void loadFormView().then((next) => {
      if (mounted) setLoad(next)
    })
    return () => {
      mounted = false
    }
  }, [load])
  return load
}

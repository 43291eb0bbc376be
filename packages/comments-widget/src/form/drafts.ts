/** The unsent comment of one commented object, or the unsaved edit of one of its comments. */
export interface Draft {
  readonly comment: string
  readonly title: string
}

/** Where drafts live between reloads: the tab's sessionStorage in a browser. */
export interface DraftStore {
  read(key: string): Draft | null
  write(key: string, draft: Draft): void
  remove(key: string): void
}

export function draftKey(objectGroup: string, objectId: number): string {
  return `jc-comments-draft:${objectGroup}:${objectId}`
}

function isDraft(value: unknown): value is Draft {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Draft).comment === 'string' &&
    typeof (value as Draft).title === 'string'
  )
}

/** Drafts in a Storage; a storage that refuses (private mode, quota) only loses the draft. */
export function storageDrafts(storage: Storage | null): DraftStore {
  return {
    read(key) {
      try {
        const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
        return isDraft(value) ? value : null
      } catch {
        return null
      }
    },
    write(key, draft) {
      try {
        if (draft.comment.trim() === '' && draft.title.trim() === '') storage?.removeItem(key)
        else storage?.setItem(key, JSON.stringify(draft))
      } catch {
        // Nothing else to do: the text is still in the form.
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key)
      } catch {
        // As above.
      }
    },
  }
}

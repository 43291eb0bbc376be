/**
 * The entry an open viewer adds to the session history, so that Back (a
 * phone's back gesture above all) closes the viewer rather than leaving the
 * page; tests pass a recorder.
 */
export interface ViewerHistory {
  /**
   * Adds the viewer's entry; `onBack` runs when the visitor goes back past
   * it. Returns what takes the entry away when the viewer closes otherwise.
   */
  enter(onBack: () => void): () => void
}

export function browserViewerHistory(view: Window = window): ViewerHistory {
  return {
    enter(onBack) {
      view.history.pushState(view.history.state, '')
      let left = false
      const onPop = () => {
        left = true
        view.removeEventListener('popstate', onPop)
        onBack()
      }
      view.addEventListener('popstate', onPop)
      return () => {
        view.removeEventListener('popstate', onPop)
        if (!left) view.history.back()
      }
    },
  }
}

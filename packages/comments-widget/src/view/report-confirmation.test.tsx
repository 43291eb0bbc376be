import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { CommentsController } from '../controller/controller.ts'
import { initialState } from '../model/initial-state.ts'
import { createCommentsStore } from '../model/store.ts'
import { commentsStrings } from '../strings.ts'
import { fakeEnvironment } from '../testing/fake-environment.ts'
import { CommentsContext } from './contexts.ts'
import { ReportFormView } from './report-form-view.tsx'

afterEach(cleanup)

const reportControl = (id: number) => `comment-item-${id} {"type":"report","commentId":${id}}`

/** A filed report under comment 7, its confirmation shown where the form was. */
function filedReport() {
  const block = document.createDocumentFragment()
  const jc = document.createElement('div')
  jc.id = 'jc'
  jc.innerHTML =
    '<div id="comments"><div id="comments-list-0"><div id="comment-item-7">A comment</div></div></div>'
  block.append(jc)
  const store = createCommentsStore(initialState({ fragment: block }))
  const fake = fakeEnvironment()
  const controller = {} as CommentsController
  const { dispatch } = store.getState()
  dispatch({ type: 'reportOpened', commentId: 7 })
  dispatch({ type: 'reportFinished' })
  const fragment = document.createDocumentFragment()
  fragment.append('Report successfully sent!')
  dispatch({
    type: 'messageShown',
    kind: 'info',
    nodes: { fragment },
    text: 'Report successfully sent!',
    target: 'comments-inline-report',
    refresh: false,
    stays: false,
  })
  const outside = document.createElement('button')
  document.body.replaceChildren(outside)
  render(
    <CommentsContext.Provider
      value={{
        store,
        controller,
        strings: commentsStrings.en,
        headingLevel: 2,
        language: 'en',
        environment: fake.environment,
        maxLength: null,
      }}
    >
      <ReportFormView commentId={7} />
    </CommentsContext.Provider>,
  )
  const confirmation = document.querySelector('#comments-inline-report') as HTMLElement
  const fade = () => {
    const key = store.getState().message?.key ?? 0
    act(() => dispatch({ type: 'messageHidden', key }))
  }
  return { store, confirmation, outside, fade, focused: fake.focused }
}

describe('a filed report’s confirmation, once it has faded', () => {
  it('takes its box with it, and gives the focus it held back to the Report control', async () => {
    const { store, confirmation, fade, focused } = filedReport()
    expect(confirmation.textContent).toBe('Report successfully sent!')
    // Where the settler put the focus once the report was filed.
    confirmation.focus()
    fade()
    expect(document.querySelector('#comments-inline-report')).toBeNull()
    expect(store.getState().report).toBeNull()
    await waitFor(() => expect(focused).toEqual([reportControl(7)]))
  })

  it('leaves the focus where the visitor has taken it since', async () => {
    const { store, outside, fade, focused } = filedReport()
    outside.focus()
    fade()
    await act(async () => {})
    expect(document.querySelector('#comments-inline-report')).toBeNull()
    expect(store.getState().report).toBeNull()
    expect(focused).toEqual([])
    expect(document.activeElement).toBe(outside)
  })
})

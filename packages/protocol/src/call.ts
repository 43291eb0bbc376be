import type { JCommentsAction } from './actions.ts'

/** One encoded request: the action it performs and its form-urlencoded body. */
export interface JtxCall {
  readonly action: JCommentsAction
  readonly body: string
}

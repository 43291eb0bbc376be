/**
 * What the first call's chunk brings (`controller.ts` imports it while the
 * call is out): reading the answer's warnings, applying the server's
 * commands, with the reader of its scripts, and what follows an answered
 * action, with its words. A visitor who only reads the printed thread loads
 * none of it.
 */

export { readableAnswer } from './answer-warnings.ts'
export {
  type AnsweredContext,
  type Deleting,
  deleteAnswered,
  formFollowsThread,
  pageAnswered,
  publishAnswered,
  sayRefreshed,
  subscriptionAnswered,
  voteAnswered,
} from './answered.ts'
export { type ApplyContext, applyCommands } from './apply-commands.ts'
export { faultMessage } from './fault-message.ts'

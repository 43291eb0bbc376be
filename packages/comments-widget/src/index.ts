/**
 * @jc/comments-widget: the `<jc-comments>` element, threaded visitor comments
 * that talk to the site's unchanged JComments server through `@jc/protocol`.
 */

export { type CommentsConfig, readConfig } from './element/config.ts'
export { defineJcComments } from './element/define.ts'
export { JcComments, type JcCommentsProps } from './element/jc-comments.tsx'
export { browserEnvironment, type CommentsEnvironment } from './environment.ts'
export type {
  CommentDetail,
  CommentsEventMap,
  CommentsEventName,
  ErrorDetail,
  LoadedDetail,
  PostedDetail,
  SubscriptionDetail,
} from './events.ts'
export type { EditValues, FormPort } from './form-port.ts'
// Zero-touch mode: stock JComments blocks become <jc-comments>
export { type UpgradeOptions, upgradeStockBlocks } from './zero-touch/upgrade-stock-blocks.ts'

/**
 * @jc/protocol: the JComments 2.3 AJAX protocol (`jtxf`/`jtxa[]` requests,
 * command-array responses) and the listing module's AJAX call, as pure
 * TypeScript. Nothing here touches the DOM, and nothing the server sends is
 * ever run: scripts and inline handlers become typed values.
 *
 * The flow of a comment call:
 * `calls.showPage(…)` → `transport.send(call)` → `DecodeResult.commands` →
 * `parseScript(command.source)` for each `js` command.
 */

// Actions and request encoding
export { actionPrefix, type JCommentsAction, jcommentsActions } from './actions.ts'
export type { JtxCall } from './call.ts'
export { calls } from './calls.ts'
// Response decoding
export type {
  AlertCommand,
  AssignCommand,
  Command,
  DecodeResult,
  ScriptCommand,
} from './command.ts'
export { decodeResponse } from './decode.ts'
// Server scripts and the editor they configure
export {
  type BBCodeTag,
  bbcodeTags,
  type CustomEditorButton,
  type EditorButton,
  type EditorConfig,
  type EditorCounter,
  type EditorSmileys,
  type Smiley,
} from './editor-config.ts'
export { type CallArgument, encodeCall } from './encode.ts'
export { encodeFormCall, type FormControlLike, serializeForm } from './encode-form.ts'
export { resolveAgainstPage, resolveEndpoint } from './endpoint.ts'
// Errors
export { HttpStatusError } from './errors/http-status-error.ts'
export {
  MalformedResponseError,
  type MalformedResponseReason,
} from './errors/malformed-response-error.ts'
export { NetworkError } from './errors/network-error.ts'
export { ProtocolError, type ProtocolErrorCode } from './errors/protocol-error.ts'
export { RequestAbortedError } from './errors/request-aborted-error.ts'
export { RequestTimeoutError } from './errors/request-timeout-error.ts'
export { isAbortError, isHttpStatusError, isProtocolError } from './errors/type-guards.ts'
export { UnknownCommandError } from './errors/unknown-command-error.ts'
export { formCalls } from './form-calls.ts'
export { parseFormInit } from './form-init.ts'
export { isFormInitScript } from './form-init-header.ts'
// Inline handlers in server HTML
export type { HandlerAction, HandlerActionType } from './handler-action.ts'
export { parseHandler } from './handlers.ts'
// Transport
export {
  createJCommentsTransport,
  type JCommentsTransport,
  type JCommentsTransportOptions,
  type SendOptions,
} from './jcomments-transport.ts'
export { lazyImport } from './lazy-import.ts'
// The listing call
export {
  createCacheBuster,
  decodeListingResponse,
  encodeListingRequest,
  type ListingField,
  ListingPageError,
  type ListingRequest,
  type ListingResult,
} from './listing.ts'
export { type PostListingOptions, postListing } from './listing-transport.ts'
// The stock page's inline scripts, for the zero-touch upgrade
export { type AntiCacheFlags, type PageScript, parsePageScript } from './page-script.ts'
export { type FormInitScript, parseScript, parseScriptLeavingFormInit } from './script.ts'
export type { ScriptCall, ScriptCallType } from './script-call.ts'

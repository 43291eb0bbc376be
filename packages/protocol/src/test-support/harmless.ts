// What the property tests accept as a harmless result of decoding or parsing.

import { expect } from 'vitest'
import type {
  DecodeResult,
  HandlerAction,
  HandlerActionType,
  ScriptCall,
  ScriptCallType,
} from '../index.ts'

// What "plain data" means: values a widget can store, compare and log, with
// nothing in them that could run.

/** True for strings, finite numbers, booleans, null, and arrays and plain objects of them. */
export function isPlainData(value: unknown): boolean {
  if (value === null) return true
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true
    case 'number':
      return Number.isFinite(value)
    case 'object': {
      if (Array.isArray(value)) return value.every(isPlainData)
      const prototype: unknown = Object.getPrototypeOf(value)
      if (prototype !== Object.prototype && prototype !== null) return false
      if (Object.getOwnPropertySymbols(value).length > 0) return false
      return Object.values(Object.getOwnPropertyDescriptors(value)).every(
        (descriptor) => 'value' in descriptor && isPlainData(descriptor.value),
      )
    }
    default:
      return false
  }
}

// Checked exhaustively by the compiler: a new type in the union must be added here.
export const scriptTypes: ReadonlySet<string> = new Set(
  Object.keys({
    error: true,
    message: true,
    clear: true,
    updateComment: true,
    updateTree: true,
    updateList: true,
    scrollToList: true,
    showEdit: true,
    insertText: true,
    scrollToComment: true,
    navigate: true,
    updateSubscription: true,
    updateVote: true,
    closeReport: true,
    initForm: true,
    resetRecaptcha: true,
    unsupported: true,
  } satisfies Record<ScriptCallType, true>),
)

export const handlerTypes: ReadonlySet<string> = new Set(
  Object.keys({
    reply: true,
    quote: true,
    report: true,
    edit: true,
    delete: true,
    publish: true,
    banIP: true,
    vote: true,
    openWindow: true,
    showPage: true,
    subscribe: true,
    unsubscribe: true,
    jump2email: true,
    submitComment: true,
    reloadCaptcha: true,
    showForm: true,
    submitReport: true,
    cancelReport: true,
    setClassName: true,
    none: true,
  } satisfies Record<HandlerActionType, true>),
)

export const isId = (value: unknown): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

export function expectUsableDecodeResult(result: DecodeResult): void {
  expect(isPlainData(result.commands)).toBe(true)
  for (const command of result.commands) {
    switch (command.kind) {
      case 'as':
        expect(Object.keys(command).sort()).toEqual(['html', 'kind', 'property', 'target'])
        expect(command.property).toBe('innerHTML')
        expect(typeof command.target).toBe('string')
        expect(typeof command.html).toBe('string')
        break
      case 'al':
        expect(Object.keys(command).sort()).toEqual(['kind', 'message'])
        expect(typeof command.message).toBe('string')
        break
      case 'js':
        expect(Object.keys(command).sort()).toEqual(['kind', 'source'])
        expect(typeof command.source).toBe('string')
        break
      default:
        expect.unreachable(`a command of kind ${JSON.stringify(command)}`)
    }
  }
  for (const warning of result.warnings) expect(warning).toBeInstanceOf(Error)
}

export function expectHarmlessScriptCall(call: ScriptCall): void {
  expect(scriptTypes.has(call.type)).toBe(true)
  expect(isPlainData(call)).toBe(true)
  if (call.type === 'navigate') expect(call.href).toMatch(/^mailto:[^\s'"<>`]+$/)
  if ('id' in call) expect(isId(call.id)).toBe(true)
  if ('parentId' in call) expect(isId(call.parentId)).toBe(true)
}

export function expectHarmlessHandlerAction(action: HandlerAction | null): void {
  if (action === null) return
  expect(handlerTypes.has(action.type)).toBe(true)
  expect(isPlainData(action)).toBe(true)
  if (action.type === 'openWindow') expect(action.url).toMatch(/^https?:\/\//i)
  if (action.type === 'setClassName') expect(action.className).not.toMatch(/['"<>`]/)
  if (action.type === 'vote') expect([1, -1]).toContain(action.value)
  for (const key of ['commentId', 'objectId', 'page'] as const) {
    if (key in action) expect(isId((action as Record<string, unknown>)[key])).toBe(true)
  }
}

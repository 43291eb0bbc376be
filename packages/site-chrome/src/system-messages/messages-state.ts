/** Joomla's message kinds, each styled by its `alert-<kind>` class. */
export const messageKinds = ['message', 'success', 'info', 'notice', 'warning', 'error'] as const
export type MessageKind = (typeof messageKinds)[number]

/** A message that arrived while the page was open, to be read out once. */
export interface ArrivedMessage {
  readonly kind: MessageKind
  readonly text: string
}

/**
 * What to read out for the messages that arrived together: each region gets
 * all of its own at once, as one write would replace the one before it
 * before a screen reader read it.
 */
export interface Announcement {
  /** Counts up, so the same words arriving twice are read twice. */
  readonly sequence: number
  readonly polite: readonly string[]
  readonly urgent: readonly string[]
}

/** The system-messages box: how many messages it holds and the last one to read out. */
export interface MessagesState {
  readonly count: number
  readonly announcement: Announcement | null
}

export type MessagesAction =
  /** The box was looked at and holds this many messages. */
  | { readonly type: 'counted'; readonly count: number }
  /** Messages were added to the box after the page loaded, in one change. */
  | { readonly type: 'arrived'; readonly messages: readonly ArrivedMessage[] }

const textsOf = (messages: readonly ArrivedMessage[], urgent: boolean) =>
  messages.filter((message) => isUrgent(message.kind) === urgent).map((message) => message.text)

export function messagesTransition(state: MessagesState, action: MessagesAction): MessagesState {
  switch (action.type) {
    case 'counted':
      return action.count === state.count ? state : { ...state, count: action.count }
    case 'arrived':
      if (action.messages.length === 0) return state
      return {
        ...state,
        announcement: {
          sequence: (state.announcement?.sequence ?? 0) + 1,
          polite: textsOf(action.messages, false),
          urgent: textsOf(action.messages, true),
        },
      }
  }
}

/** Whether the box shows at all: only while it holds a message. */
export const isShown = (state: MessagesState): boolean => state.count > 0

/** Errors and warnings interrupt; everything else waits its turn. */
export const isUrgent = (kind: MessageKind): boolean => kind === 'error' || kind === 'warning'

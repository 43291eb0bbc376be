/** Joomla's message kinds, each styled by its `alert-<kind>` class. */
export const messageKinds = ['message', 'success', 'info', 'notice', 'warning', 'error'] as const
export type MessageKind = (typeof messageKinds)[number]

/** A message that arrived while the page was open, to be read out once. */
export interface Announcement {
  /** Counts up, so the same words arriving twice are read twice. */
  readonly sequence: number
  readonly kind: MessageKind
  readonly text: string
}

/** The system-messages box: how many messages it holds and the last one to read out. */
export interface MessagesState {
  readonly count: number
  readonly announcement: Announcement | null
}

export type MessagesAction =
  /** The box was looked at and holds this many messages. */
  | { readonly type: 'counted'; readonly count: number }
  /** A message was added to the box after the page loaded. */
  | { readonly type: 'arrived'; readonly kind: MessageKind; readonly text: string }

export function messagesTransition(state: MessagesState, action: MessagesAction): MessagesState {
  switch (action.type) {
    case 'counted':
      return action.count === state.count ? state : { ...state, count: action.count }
    case 'arrived':
      return {
        ...state,
        announcement: {
          sequence: (state.announcement?.sequence ?? 0) + 1,
          kind: action.kind,
          text: action.text,
        },
      }
  }
}

/** Whether the box shows at all: only while it holds a message. */
export const isShown = (state: MessagesState): boolean => state.count > 0

/** Errors and warnings interrupt; everything else waits its turn. */
export const isUrgent = (kind: MessageKind): boolean => kind === 'error' || kind === 'warning'

/** The template's three layouts, named as its scripts have always named them. */
export const responsiveModes = ['desktop', 'responsive-tablet', 'responsive-phone'] as const
export type ResponsiveMode = (typeof responsiveModes)[number]

export interface ResponsiveState {
  /** Null until a marker has been seen. */
  readonly mode: ResponsiveMode | null
}

export type ResponsiveAction =
  /** The markers were looked at; no mode when none of them showed. */
  { readonly type: 'measured'; readonly mode: ResponsiveMode | undefined }

export function responsiveTransition(
  state: ResponsiveState,
  action: ResponsiveAction,
): ResponsiveState {
  switch (action.type) {
    case 'measured':
      return !action.mode || action.mode === state.mode ? state : { mode: action.mode }
  }
}

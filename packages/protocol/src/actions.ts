/** Every action a JComments front end sends, as the verb after the fixed prefix. */
export const jcommentsActions = [
  'AddComment',
  'SaveComment',
  'EditComment',
  'CancelComment',
  'QuoteComment',
  'PublishComment',
  'DeleteComment',
  'Jump2email',
  'VoteComment',
  'ShowComment',
  'ShowPage',
  'ShowForm',
  'ShowReportForm',
  'ReportComment',
  'BanIP',
  'Subscribe',
  'Unsubscribe',
] as const

export type JCommentsAction = (typeof jcommentsActions)[number]

/** The server registers every action under this prefix: `jtxf=JCommentsShowPage`. */
export const actionPrefix = 'JComments'

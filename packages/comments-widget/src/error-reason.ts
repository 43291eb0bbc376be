/** What the console says of a failure: the error's message, or what was thrown. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

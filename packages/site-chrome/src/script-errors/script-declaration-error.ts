/** The legacy template's wording for a setup snippet that threw; QA and site owners grep for it. */
export const scriptDeclarationPrefix = 'Error in script declaration; Error:'

/** What an error says, whatever was thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * Runs a setup step; if it throws, the console gets the legacy message and
 * the visitor sees nothing. Returns what the step returned, or undefined.
 */
export function declareScript<Result>(
  setup: () => Result,
  log: Pick<Console, 'error'> = console,
): Result | undefined {
  try {
    return setup()
  } catch (error) {
    log.error(`${scriptDeclarationPrefix} ${messageOf(error)}`)
    return undefined
  }
}

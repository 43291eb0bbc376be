/**
 * The first line of the form-init script (S19); a page that prints the form
 * wraps its script in `<!--` … `//-->`, and the `<!--` line comes first.
 */
export const formInitHeader =
  /^\s*(?:<!--[^\n]*\n\s*)?function\s+JCommentsInitializeForm\s*\(\s*\)\s*\{/

/** Whether a script is the form-init script, which is read as data (`parseFormInit`), never as calls. */
export function isFormInitScript(source: string): boolean {
  return formInitHeader.test(source)
}

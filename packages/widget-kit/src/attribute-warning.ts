/**
 * Names a wrong or missing attribute in the console, the way a template
 * author needs to read it: the element, the attribute, what it holds and
 * what it should hold.
 */
export function warnAttribute(
  tag: string,
  attribute: string,
  value: string | null | undefined,
  expected: string,
  log: Pick<Console, 'warn'> = console,
): void {
  const shown = value === null || value === undefined ? 'is missing' : `is "${value}"`
  log.warn(`<${tag}>: the attribute ${attribute} ${shown}; it should be ${expected}.`)
}

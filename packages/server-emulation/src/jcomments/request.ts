/** A POST to the AJAX URL as PHP sees it: the action, its positional arguments and the form fields. */
export interface ParsedRequest {
  readonly action: string
  readonly args: readonly string[]
  readonly fields: ReadonlyMap<string, string>
}

// PHP decodes `+` as a space and leaves a broken percent escape as it is.
function decode(text: string): string {
  const spaced = text.replaceAll('+', ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

/** Reads `jtxf=…&jtxa[]=…` or `jtxf=…&name=value…` bodies. */
export function parseRequest(body: string): ParsedRequest {
  let action = ''
  const args: string[] = []
  const fields = new Map<string, string>()
  for (const pair of body.split('&')) {
    if (pair === '') continue
    const equals = pair.indexOf('=')
    const name = decode(equals < 0 ? pair : pair.slice(0, equals))
    const value = equals < 0 ? '' : decode(pair.slice(equals + 1))
    if (name === 'jtxf') action = value
    else if (name === 'jtxa[]') args.push(value)
    else fields.set(name, value)
  }
  return { action, args, fields }
}

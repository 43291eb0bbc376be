import { delay, HttpResponse } from 'msw'
import type { Faults } from '../faults.ts'

// What PHP prints with display_errors on; the path and line are a real
// JComments spot that warns when a POST field is missing.
const phpWarning =
  '<br />\n<b>Notice</b>:  Undefined index: reason in <b>/var/www/html/components/com_jcomments/jcomments.ajax.php</b> on line <b>1031</b><br />\n'

const errorPage = `<!DOCTYPE html>
<html lang="en-gb" dir="ltr">
<head><meta charset="utf-8" /><title>500 - Error: 500</title></head>
<body><h1>500 - An error has occurred.</h1><p>Internal Server Error</p></body>
</html>
`

// Text a misbehaving plugin or proxy might send with a 200: no "[ {", no JSON.
const garbage = '\u0000\u0001<html><body>Service temporarily overloaded ]] }{ ["</body></html>'

/**
 * Applies the fault switches to an answer: waits the latency, then either
 * hangs, replaces the answer with an error page or garbage, or prefixes a PHP
 * warning to the body `write` produces.
 */
export async function respondWithFaults(
  faults: Faults,
  contentType: string,
  write: () => string,
): Promise<HttpResponse<string>> {
  if (faults.latencyMs > 0) await delay(faults.latencyMs)
  if (faults.timeout) await delay('infinite')
  if (faults.status500) {
    return new HttpResponse(errorPage, {
      status: 500,
      statusText: 'Internal Server Error',
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  }
  const body = faults.garbage ? garbage : write()
  return new HttpResponse(faults.phpWarning ? phpWarning + body : body, {
    status: 200,
    headers: { 'Content-Type': contentType },
  })
}

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

const badGateway = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`

const forbidden = '<h1>403 - You are not authorised to view this resource.</h1>'

// Text a misbehaving plugin or proxy might send with a 200: no "[ {", no JSON.
const garbage = '\u0000\u0001<html><body>Service temporarily overloaded ]] }{ ["</body></html>'

/**
 * Applies the fault switches to an answer: waits the latency, then either
 * hangs, drops the connection, replaces the answer with an error page or
 * garbage, or sends the body `write` produces empty, cut in half or with a
 * PHP warning before it.
 */
export async function respondWithFaults(
  faults: Faults,
  contentType: string,
  write: () => string,
): Promise<Response> {
  if (faults.latencyMs > 0) await delay(faults.latencyMs)
  if (faults.timeout) await delay('infinite')
  if (faults.connectionReset) return HttpResponse.error()
  const html = { 'Content-Type': 'text/html; charset=utf-8' }
  if (faults.status500) {
    return new HttpResponse(errorPage, {
      status: 500,
      statusText: 'Internal Server Error',
      headers: html,
    })
  }
  if (faults.status502) {
    return new HttpResponse(badGateway, { status: 502, statusText: 'Bad Gateway', headers: html })
  }
  if (faults.status403) {
    return new HttpResponse(forbidden, { status: 403, statusText: 'Forbidden', headers: html })
  }
  let body = faults.garbage ? garbage : write()
  if (faults.emptyBody) body = ''
  else if (faults.truncated) body = body.slice(0, Math.floor(body.length / 2))
  return new HttpResponse(faults.phpWarning ? phpWarning + body : body, {
    status: 200,
    headers: { 'Content-Type': contentType },
  })
}

import { md5 } from 'js-md5'
import { attributeUrl, type RequestContext } from './context.ts'

/** The e-mail pattern of the server's masking and of Jump2email (protocol S15). */
export const emailPattern = /[\w.-]+@\w+[\w.-]*\.\w{2,4}/g

const simpleTags: Readonly<Record<string, string>> = {
  b: 'strong',
  i: 'em',
  u: 'u',
  s: 'del',
  sup: 'sup',
  sub: 'sub',
}

/**
 * Turns a stored comment text into the HTML of its `div.comment-body`, as
 * the server's `prepareComment` does for this viewer: BBCode, masked or
 * linked e-mail addresses, smileys. The stored text is already stripped of
 * tags and holds `<br />` line breaks; it is not HTML-escaped, as on the
 * real server.
 */
export function renderBody(text: string, commentId: number, context: RequestContext): string {
  let html = hideForGuests(text, context)
  html = html.replace(emailPattern, (email) => emailHtml(email, commentId, context))
  for (const [tag, element] of Object.entries(simpleTags)) {
    html = html.replace(
      new RegExp(`\\[${tag}\\]([\\s\\S]*?)\\[/${tag}\\]`, 'gi'),
      `<${element}>$1</${element}>`,
    )
  }
  html = html
    .replace(/\[url=([^\]\s]+)\]([\s\S]*?)\[\/url\]/gi, (_, href: string, label: string) =>
      linkHtml(href, label, context),
    )
    .replace(/\[url\]([\s\S]*?)\[\/url\]/gi, (_, href: string) => linkHtml(href, href, context))
    .replace(
      /\[img\]((?:https?:\/\/|\/)[^[\s"'<>]+?)\[\/img\]/gi,
      '<img class="img" src="$1" alt="" border="0" />',
    )
    .replace(
      /\[code\]([\s\S]*?)\[\/code\]/gi,
      `<span class="code">${context.strings.codeHeader}</span><code>$1</code>`,
    )
    .replace(/\[list(?:=([1aAiI]))?\]([\s\S]*?)\[\/list\]/g, (_, type: string | undefined, body) =>
      listHtml(type, body),
    )
  html = quotesHtml(html, context)
  return smileysHtml(html, context)
}

/** `[hide]` text as this viewer gets it: the text itself, or the notice for guests. */
export function hideForGuests(text: string, context: RequestContext): string {
  return text.replace(/\[hide\]([\s\S]*?)\[\/hide\]/gi, (_, hidden: string) =>
    context.rights.seeHidden ? hidden : `<span class="hidden">${context.strings.hiddenText}</span>`,
  )
}

function emailHtml(email: string, commentId: number, context: RequestContext): string {
  if (!context.rights.maskEmails) return `<a href="mailto:${email}">${email}</a>`
  const [local, domain] = email.split('@')
  const icon = `<img src="${context.site.emailIcon}" border="0" alt="@" />`
  return (
    `<span onclick="jcomments.jump2email(${commentId}, '${md5(email)}');" class="email"` +
    ` onmouseover="this.className='emailactive';" onmouseout="this.className='email';">` +
    `${local}${icon}${domain}</span>`
  )
}

function linkHtml(href: string, label: string, context: RequestContext): string {
  if (!/^(https?|ftp):\/\/|^\//i.test(href) || /["'<>]/.test(href)) return label
  const internal = href.startsWith('/') || href.startsWith(context.site.liveSite)
  const rel = internal ? '' : ' rel="external nofollow"'
  return `<a href="${attributeUrl(href)}" target="_blank"${rel}>${label}</a>`
}

function listHtml(type: string | undefined, body: string): string {
  const items = body
    .split('[*]')
    .slice(1)
    .map((item) => `<li>${item.replace(/^(<br \/>)+|(<br \/>)+$/g, '')}</li>`)
    .join('')
  return type === undefined ? `<ul>${items}</ul>` : `<ol type="${type}">${items}</ol>`
}

// Innermost first, so that a quote inside a quote nests.
function quotesHtml(html: string, context: RequestContext): string {
  const innermost = /\[quote(?:\s+name="([^"\]]*)")?\]((?:(?!\[quote)[\s\S])*?)\[\/quote\]/i
  let result = html
  for (let match = innermost.exec(result); match; match = innermost.exec(result)) {
    const author = match[1]
    const header =
      author === undefined || author === ''
        ? context.strings.quoteHeader
        : context.strings.quoting.replace('{name}', author)
    const quote = `<span class="quote">${header}</span><blockquote><div>${match[2] ?? ''}</div></blockquote>`
    result = result.slice(0, match.index) + quote + result.slice(match.index + match[0].length)
  }
  return result
}

function smileysHtml(html: string, context: RequestContext): string {
  let result = html
  for (const smiley of context.site.smileys) {
    const code = smiley.code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const image = `<img src="${context.site.smileyBase}/${smiley.file}" border="0" alt="${smiley.code}" />`
    result = result.replace(
      new RegExp(`(^|\\s|>)${code}(?=\\s|<|$)`, 'g'),
      (_, before: string) => `${before} ${image} `,
    )
  }
  return result
}

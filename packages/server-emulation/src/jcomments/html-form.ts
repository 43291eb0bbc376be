import { jsEscape } from '@jc/protocol/server-format'
import { attributeUrl, fill, isBanned, type RequestContext } from './context.ts'
import type { ThreadSeed } from './types.ts'

function field(input: string, label = ''): string {
  return `<p>\n\t<span>\n\t\t${input}\n${label === '' ? '' : `\t\t${label}\n`}\t</span>\n</p>\n`
}

/**
 * `tpl_form` for this visitor, followed by its init script in a `<script>`
 * block (which `assign` moves into a `js` command). A banned visitor gets the
 * ban message instead of a form.
 */
export function formHtml(context: RequestContext, thread: ThreadSeed): string {
  const { strings, rights, user } = context
  if (isBanned(context)) {
    return `<a id="addcomments" href="#addcomments"></a>\n<p class="message">${strings.bannedMessage}</p>\n`
  }
  const fields: string[] = []
  if (user.id === 0) {
    fields.push(
      field(
        `<input id="comments-form-name" type="text" name="name" value="" maxlength="${context.site.nameMaxLength}" size="22" tabindex="1" />`,
        `<label for="comments-form-name">${strings.fieldName}</label>`,
      ),
      field(
        '<input id="comments-form-email" type="text" name="email" value="" size="22" tabindex="2" />',
        `<label for="comments-form-email">${strings.fieldEmail}</label>`,
      ),
    )
  }
  fields.push(
    field(
      '<input id="comments-form-homepage" type="text" name="homepage" value="" size="22" tabindex="3" />',
      `<label for="comments-form-homepage">${strings.fieldHomepage}</label>`,
    ),
    field(
      '<textarea id="comments-form-comment" name="comment" cols="65" rows="8" tabindex="5"></textarea>',
    ),
    field(
      '<input class="checkbox" id="comments-form-subscribe" type="checkbox" name="subscribe" value="1" tabindex="5" />',
      `<label for="comments-form-subscribe">${strings.fieldSubscribe}</label><br />`,
    ),
  )
  if (rights.captcha) {
    const src = attributeUrl(fill(context.site.captchaUrl, { ac: context.captchaDigits() }))
    fields.push(
      field(
        `<img class="captcha" onclick="jcomments.clear('captcha');" id="comments-form-captcha-image" src="${src}" width="121" height="60" alt="${strings.captchaAlt}" /><br />\n` +
          `\t\t<span class="captcha" onclick="jcomments.clear('captcha');">${strings.captchaRefresh}</span><br />\n` +
          '\t\t<input class="captcha" id="comments-form-captcha" type="text" name="captcha_refid" value="" size="5" tabindex="6" /><br />',
      ),
    )
  }
  const buttons =
    '<div id="comments-form-buttons">\n' +
    `\t<div class="btn" id="comments-form-send"><div><a href="#" tabindex="7" onclick="jcomments.saveComment();return false;" title="${strings.sendTitle}">${strings.send}</a></div></div>\n` +
    `\t<div class="btn" id="comments-form-cancel" style="display:none;"><div><a href="#" tabindex="8" onclick="return false;" title="${strings.cancel}">${strings.cancel}</a></div></div>\n` +
    '\t<div style="clear:both;"></div>\n</div>\n'
  const hidden =
    '<div>\n' +
    `\t<input type="hidden" name="object_id" value="${thread.objectId}" />\n` +
    `\t<input type="hidden" name="object_group" value="${thread.objectGroup}" />\n</div>\n`
  const userid =
    user.id > 0 ? `<div><input type="hidden" name="userid" value="${user.id}" /></div>` : ''
  const plugins = context.site.formPlugins
  const html = [
    `<h4>${strings.addComment}</h4>\n`,
    '<a id="addcomments" href="#addcomments"></a>\n',
    plugins?.before ?? '',
    '<form id="comments-form" name="comments-form" action="javascript:void(null);">\n',
    ...fields,
    buttons,
    hidden,
    `${userid}</form>\n`,
    plugins?.after ?? '',
    `<script type="text/javascript">\n<!--\n${formInitScript(context)}\n//-->\n</script>\n`,
  ].join('')
  return context.site.lineEnd === '\r\n' ? html.replaceAll('\n', '\r\n') : html
}

/** S19 with the 100 ms `setTimeout` start, as every form sent over the wire has it. */
export function formInitScript(context: RequestContext): string {
  const { site, rights, strings } = context
  const lines = ["\tvar jcEditor = new JCommentsEditor('comments-form-comment', true);"]
  for (const tag of rights.bbcode) {
    const { title, prompt } = strings.bbcode[tag]
    lines.push(`\tjcEditor.addButton('${tag}','${jsEscape(title)}','${jsEscape(prompt)}');`)
  }
  // As the server prints them: none of these texts is escaped.
  for (const code of site.customBbcodes) {
    const fields = [code.title, code.prompt, code.open, code.close, code.cssClass, code.icon]
    lines.push(`\tjcEditor.addButton('custombbcode${code.id}','${fields.join("','")}');`)
  }
  if (site.smileys.length > 0) {
    lines.push(`\tjcEditor.initSmiles('${site.smileyBase}');`)
    for (const smiley of site.smileys) {
      lines.push(`\tjcEditor.addSmile('${jsEscape(smiley.code)}','${jsEscape(smiley.file)}');`)
    }
  }
  if (rights.lengthCheck && site.maxCommentLength > 0) {
    lines.push(
      `\tjcEditor.addCounter(${site.maxCommentLength}, '${strings.counterPrefix}', '${strings.counterSuffix}', 'counter');`,
    )
  }
  lines.push("\tjcomments.setForm(new JCommentsForm('comments-form', jcEditor));")
  return `function JCommentsInitializeForm()\n{\n${lines.join('\n')}\n}\n\nsetTimeout(JCommentsInitializeForm, 100);`
}

import type { RequestContext } from './context.ts'

/** `tpl_report_form`: guests also give their name. */
export function reportFormHtml(context: RequestContext, commentId: number): string {
  const { strings } = context
  const name =
    context.user.id === 0
      ? `<p>\n\t<span>\n\t\t<input id="comments-report-form-name" type="text" name="name" value="" maxlength="${context.site.nameMaxLength}" size="22" />\n\t\t<label for="comments-report-form-name">${strings.reportName}</label>\n\t</span>\n</p>\n`
      : ''
  return [
    `<h4>${strings.reportHeader}</h4>\n`,
    '<form id="comments-report-form" name="comments-report-form" action="javascript:void(null);">\n',
    name,
    `<p>\n\t<span>\n\t\t<input id="comments-report-form-reason" type="text" name="reason" value="" maxlength="255" size="22" />\n\t\t<label for="comments-report-form-reason">${strings.reportReason}</label>\n\t</span>\n</p>\n`,
    '<div id="comments-report-form-buttons">\n',
    `\t<div class="btn"><div><a href="#" onclick="jcomments.saveReport();return false;" title="${strings.reportSubmit}">${strings.reportSubmit}</a></div></div>\n`,
    `\t<div class="btn"><div><a href="#" onclick="jcomments.cancelReport();return false;" title="${strings.cancel}">${strings.cancel}</a></div></div>\n`,
    '\t<div style="clear:both;"></div>\n</div>\n',
    `<input type="hidden" name="commentid" value="${commentId}" />\n</form>\n`,
  ].join('')
}

import { closedShapes } from '../closed-shapes.ts'
import { canary, hostileCorpus } from '../hostile-corpus.ts'
import { demoSite } from './demo-site.ts'
import type { SiteProfile } from './types.ts'

/** The closed shapes, and one more shape's canary named after where it is printed. */
function shapes(where: string): string {
  return `${closedShapes.map((shape) => shape.html).join('')}<img src="/en/hostile.html" onerror="${canary(where)}">`
}

// Another article's comment form, as a plugin that embeds it prints it: the
// widget's form is the one for its own object, wherever the copy stands.
const copiedForm = hostileCorpus
  .filter((shape) => shape.name === 'clobbering-copied-form')
  .map((shape) => shape.html)
  .join('')

// A content plugin's login box: a form of its own, with fields the comment
// and report forms name, which must never reach their requests.
const foreignForm = (where: string) =>
  `<form id="login-form" name="login" action="/login" method="post"><input name="username" aria-label="User name"><input type="hidden" name="object_id" value="666"><input type="hidden" name="object_group" value="com_users"><input type="hidden" name="comment" value="${where}"><input type="hidden" name="reason" value="${where}"><input type="hidden" name="commentid" value="1"><button>Log in</button></form>`

// A canary in the init script's quoted fields: its own quotes would end them.
const quoted = (name: string) => canary(name).replaceAll("'", '"')

/**
 * The demo site as a compromised one answers for the hostile corpus page
 * (`/en/hostile-corpus.html`, English only): content plugins print corpus
 * shapes, a script, a login form and another object's copy of the comment
 * form around the comment form; the site's own
 * BBCode buttons have script and `data:` icons and hostile titles; the
 * language overrides put shapes into every message, the report form's
 * heading (with a login form before the report form), and the label a
 * subscription answer gives its link; a template override prints them in
 * the vote holder a vote's answer fills. Guests may subscribe here.
 */
export const hostileCorpusSite: SiteProfile = {
  ...demoSite,
  rights: { ...demoSite.rights, guest: { ...demoSite.rights.guest, subscribe: true } },
  formPlugins: {
    before: `<div class="plugin-before">${foreignForm('form-plugin')}${copiedForm}${shapes('form-plugin-before')}</div>\n<script type="text/javascript">\n${canary('form-plugin-script')};\n</script>\n`,
    after: `<div class="plugin-after">${shapes('form-plugin-after')}</div>\n`,
  },
  customBbcodes: [
    {
      id: 1,
      title: `Spoiler<img src=x onerror=${quoted('bbcode-title')}>`,
      prompt: 'Spoiler text',
      open: '[spoiler]',
      close: '[/spoiler]',
      cssClass: 'bbcode-spoiler',
      icon: `javascript:${quoted('bbcode-icon-javascript')}`,
    },
    {
      id: 2,
      title: 'Note',
      prompt: 'Note text',
      open: '[note]',
      close: '[/note]',
      cssClass: '',
      icon: `data:text/javascript,${quoted('bbcode-icon-data')}`,
    },
  ],
  languageOverrides: {
    en: {
      thanks: `Thank you for your submission!${shapes('message-thanks')}`,
      errorAlreadyVoted: `You have already voted for this comment!${shapes('message-voted')}`,
      reportSent: `Your report has been sent.${shapes('message-report-sent')}`,
      reportHeader: `Report to administrator${foreignForm('report-header')}${shapes('report-header')}`,
      // The link's label after a subscription (the thread prints labels in a title attribute too).
      unsubscribe: `Unsubscribe${shapes('unsubscribe-label')}`,
    },
  },
  scoreTemplate: (score) =>
    `<span class="vote-${score > 0 ? 'good' : score < 0 ? 'poor' : 'none'}">${score > 0 ? '+' : ''}${score}</span>${shapes('vote-holder')}\n`,
}

import { adminRights, guestRights, registeredRights } from './rights.ts'
import type { SiteProfile } from './types.ts'

/**
 * The demo's site: SEF URLs under `/component/jcomments/`, SVG smileys,
 * captcha `7g4k2` for guests, 10 s flood control, guests published at once
 * and allowed to report, reasons required, hard delete.
 */
export const demoSite: SiteProfile = {
  ajaxUrl: '/component/jcomments/?tmpl=component',
  liveSite: 'http://127.0.0.1:5173',
  captchaUrl: '/component/jcomments/?task=captcha&tmpl=component&ac={ac}',
  rssUrl: '/component/jcomments/?task=rss&object_id={id}&object_group={group}&format=raw',
  captchaCode: '7g4k2',
  smileyBase: '/images/smiles',
  smileys: [
    { code: ':D', file: 'laugh.svg' },
    { code: ':-)', file: 'smile.svg' },
    { code: ';-)', file: 'wink.svg' },
    { code: ':sad:', file: 'sad.svg' },
    { code: ':P', file: 'tongue.svg' },
    { code: '8)', file: 'cool.svg' },
  ],
  customBbcodes: [],
  emailIcon: '/images/email.svg',
  maxCommentLength: 1000,
  nameMaxLength: 20,
  floodSeconds: 10,
  reports: true,
  reportReasonRequired: true,
  blacklist: true,
  deleteMode: 'hard',
  votes: true,
  treeOrder: 0,
  pagination: 'both',
  users: {
    guest: { id: 0, name: '', email: '', ip: '203.0.113.7' },
    registered: { id: 63, name: 'Sara', email: 'sara@example.com', ip: '203.0.113.20' },
    admin: { id: 62, name: 'Admin', email: 'admin@example.org', ip: '203.0.113.1' },
  },
  rights: {
    guest: { ...guestRights, report: true },
    registered: registeredRights,
    admin: adminRights,
  },
}

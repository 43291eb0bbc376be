import { adminRights, guestRights, registeredRights } from './rights.ts'
import type { SiteProfile, ThreadSeed } from './types.ts'

/**
 * The site the protocol fixtures were written for (their README's "Assumed
 * site profile"): Joomla 2.5 with SEF off at http://example.org, three
 * smileys, stock GIF images.
 */
export const fixtureSite: SiteProfile = {
  ajaxUrl: '/index.php?option=com_jcomments&tmpl=component',
  liveSite: 'http://example.org',
  captchaUrl: '/index.php?option=com_jcomments&task=captcha&format=raw&ac={ac}',
  rssUrl: '/index.php?option=com_jcomments&task=rss&object_id={id}&object_group={group}&format=raw',
  captchaCode: 'k7q3m',
  smileyBase: 'http://example.org/components/com_jcomments/images/smiles',
  smileys: [
    { code: ':D', file: 'laugh.gif' },
    { code: ':-)', file: 'smile.gif' },
    { code: ';-)', file: 'wink.gif' },
  ],
  customBbcodes: [],
  emailIcon: 'http://example.org/components/com_jcomments/images/email.png',
  maxCommentLength: 1000,
  nameMaxLength: 20,
  floodSeconds: 30,
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
  rights: { guest: guestRights, registered: registeredRights, admin: adminRights },
}

/** The fixtures' thread: Anna, Boris and Clara's reply to Anna, on article 42. */
export const fixtureThreads: readonly ThreadSeed[] = [
  {
    objectId: 42,
    objectGroup: 'com_content',
    objectUrl: '/index.php?option=com_content&view=article&id=42:hello-world&catid=2&Itemid=101',
    title: 'Hello world',
    language: 'en',
    view: 'tree',
    perPage: 0,
    order: 'ASC',
    comments: [
      {
        id: 1,
        parent: 0,
        name: 'Anna',
        email: 'anna@example.com',
        homepage: '',
        title: '',
        text: 'Great article, thanks! :-)',
        date: '2012-03-01T10:15:00Z',
        ip: '198.51.100.10',
        published: true,
        score: 2,
        userid: 0,
      },
      {
        id: 2,
        parent: 0,
        name: 'Boris',
        email: 'boris@example.net',
        homepage: '',
        title: '',
        text: 'I disagree with the second point. Write to me at boris@example.net',
        date: '2012-03-01T11:02:00Z',
        ip: '198.51.100.11',
        published: true,
        score: -1,
        userid: 0,
      },
      {
        id: 3,
        parent: 1,
        name: 'Clara',
        email: 'clara@example.com',
        homepage: 'http://clara.example.com',
        title: '',
        text: 'It\'s "great" & useful.<br />Thanks, Anna!',
        date: '2012-03-01T12:30:00Z',
        ip: '198.51.100.12',
        published: true,
        score: 0,
        userid: 0,
      },
    ],
  },
]

import type { ActorRights } from './types.ts'

/** Guests as the fixtures' site has them: captcha, counter, masked e-mails, no `[hide]` button. */
export const guestRights: ActorRights = {
  captcha: true,
  bbcode: ['b', 'i', 'u', 's', 'img', 'url', 'quote', 'list'],
  lengthCheck: true,
  moderated: false,
  floodControl: true,
  vote: true,
  report: false,
  subscribe: false,
  quote: true,
  reply: true,
  seeHomepage: false,
  seeHidden: false,
  maskEmails: true,
  editOwn: false,
  moderate: false,
}

/** Ordinary registered users: no captcha, every button, may report, subscribe and edit their own. */
export const registeredRights: ActorRights = {
  ...guestRights,
  captcha: false,
  bbcode: ['b', 'i', 'u', 's', 'img', 'url', 'hide', 'quote', 'list'],
  report: true,
  subscribe: true,
  seeHomepage: true,
  seeHidden: true,
  maskEmails: false,
  editOwn: true,
}

/** Super Users: no limits, and the moderation toolbar on every comment. */
export const adminRights: ActorRights = {
  ...registeredRights,
  lengthCheck: false,
  floodControl: false,
  moderate: true,
}

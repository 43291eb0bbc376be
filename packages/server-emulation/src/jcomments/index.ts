/**
 * A stateful emulation of the JComments 2.3 AJAX server: it answers every
 * action of the protocol from an in-memory store, byte for byte as the PHP
 * server prints its responses, for a guest, a registered user or an admin.
 */

export { demoSite } from './demo-site.ts'
export { demoThreads } from './demo-threads.ts'
export { fixtureSite, fixtureThreads } from './fixture-seeds.ts'
export { hostileCorpusSite } from './hostile-site.ts'
export { demoSites, persianSite } from './persian-site.ts'
export {
  createJCommentsServer,
  type JCommentsServer,
  type JCommentsServerOptions,
} from './server.ts'
export type {
  Actor,
  ActorRights,
  CustomBbcode,
  Language,
  SeedComment,
  SiteProfile,
  SiteUser,
  Smiley,
  ThreadSeed,
} from './types.ts'

/**
 * @jc/server-emulation: the servers our widgets talk to, emulated in memory
 * and put behind msw handlers. Package tests use them with `msw/node`, the
 * demo with `msw/browser`; both get the same answers, byte for byte as the
 * PHP servers write them.
 *
 * @example
 * const comments = createJCommentsServer()
 * setupServer(...jcommentsHandlers(comments, { faults: () => qa.faults }))
 */

export { type FaultSwitch, type Faults, faultSwitches, noFaults } from './faults.ts'
export {
  canary,
  foreignHost,
  type HostileFamily,
  type HostileShape,
  hostileCorpus,
} from './hostile-corpus.ts'
export { hostilePayloads } from './jcomments/hostile-thread.ts'
export {
  type Actor,
  createJCommentsServer,
  demoSite,
  demoSites,
  demoThreads,
  fixtureSite,
  fixtureThreads,
  hostileCorpusSite,
  type JCommentsServer,
  type JCommentsServerOptions,
  type Language,
  persianSite,
} from './jcomments/index.ts'
export {
  createListingServer,
  demoListingModules,
  hostileListingModule,
  type ListingServer,
  type ListingServerOptions,
} from './listing/index.ts'
export { type JCommentsHandlerOptions, jcommentsHandlers } from './msw/jcomments-handlers.ts'
export { type ListingHandlerOptions, listingHandlers } from './msw/listing-handlers.ts'

/**
 * The SJ Listing Tabs module's server side, in memory: the block a page holds
 * (`renderBlock`) and the answers to its AJAX calls (`respond`), for the msw
 * handlers of tests and the demo.
 */

export { demoListingModules } from './demo-modules.ts'
export { hostileListingModule } from './hostile-module.ts'
export {
  createListingServer,
  type ListingResponse,
  type ListingServer,
  type ListingServerOptions,
} from './listing-server.ts'
export type {
  ListingBuild,
  ListingCategorySeed,
  ListingFieldOrder,
  ListingItemSeed,
  ListingLang,
  ListingModuleSeed,
} from './seed.ts'

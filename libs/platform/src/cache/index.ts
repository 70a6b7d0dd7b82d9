export { PublicReadCache, type NextScheduledChange, type PublicReadCacheOptions } from './public-read-cache.js';
export { buildRepresentation, type FreshAnswer, type Representation, type ContentCoding } from './representation.js';
export { sendRepresentation, preferredCoding, isNotModified } from './send-representation.js';
export { PublicReads, cachedJsonReads, sendFromCache, jsonReadKey, PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, type JsonAnswer } from './public-reads.js';
export { InProcessContentChanges, RedisContentChanges } from './content-change-broadcast.js';
export { ReadCacheModule, defaultContentChangesChannel, type ReadCacheModuleOptions } from './read-cache.module.js';

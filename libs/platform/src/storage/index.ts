export { MediaStorage, type StoredMedia } from './media-storage.js';
export { LocalDiskMediaStorage } from './local-disk-media-storage.js';
export { MediaModule, mediaDirectory, uploadsDirectory } from './media.module.js';
export { writeIntoPlace } from './write-into-place.js';

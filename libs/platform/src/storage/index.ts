export { MediaStorage } from './media-storage.js';
export { LocalDiskMediaStorage } from './local-disk-media-storage.js';
export { MediaModule, mediaDirectory } from './media.module.js';

import { Module, type DynamicModule } from '@nestjs/common';
import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { MediaUploads } from '../upload/media-uploads.js';
import { LocalDiskMediaStorage } from './local-disk-media-storage.js';
import { MediaStorage } from './media-storage.js';

export const mediaDirectory = (config: Pick<AppConfig, 'dataDir'>): string => path.join(config.dataDir, 'media');
/** Where uploads are written while they arrive: beside the media, never under it (that is served). */
export const uploadsDirectory = (config: Pick<AppConfig, 'dataDir'>): string => path.join(config.dataDir, 'uploads');

@Module({})
export class MediaModule {
  static forRoot(config: Pick<AppConfig, 'dataDir'>): DynamicModule {
    return {
      module: MediaModule,
      global: true,
      providers: [
        { provide: MediaStorage, useFactory: () => new LocalDiskMediaStorage(mediaDirectory(config)) },
        { provide: MediaUploads, inject: [MediaStorage], useFactory: (storage: MediaStorage) => new MediaUploads(storage, uploadsDirectory(config)) },
      ],
      exports: [MediaStorage, MediaUploads],
    };
  }
}

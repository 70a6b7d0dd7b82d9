import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeRepository, EpisodeSearch } from './domain/index.js';
import {
  CreateEpisode,
  DeleteEpisode,
  DemoMedia,
  DescriptionSanitizer,
  EpisodeTranscriptAndChapters,
  GetEpisode,
  GetManagedEpisode,
  ListAllEpisodes,
  ListEpisodes,
  ListFeaturedEpisodes,
  ListManagedEpisodes,
  MediaLibrary,
  NextEpisodePublication,
  PreviewEpisodeDescription,
  SearchEpisodes,
  SeedDemoEpisodes,
  UpdateEpisode,
} from './application/index.js';
import { EpisodeController } from './adapters/http/episode.controller.js';
import { CountEpisodes } from './application/index.js';
import { EpisodeManagerController } from './adapters/http/episode-manager.controller.js';
import { EpisodeSchema } from './adapters/persistence/episode.schema.js';
import { TypeOrmEpisodeRepository } from './adapters/persistence/typeorm-episode.repository.js';
import { PostgresEpisodeSearch } from './adapters/persistence/postgres-episode-search.js';
import { GeneratedDemoMedia } from './adapters/media/generated-demo-media.js';
import { MediaStorageLibrary } from './adapters/media/media-storage-library.js';
import { DomPurifyDescriptionSanitizer } from './adapters/rich-text/dompurify-description-sanitizer.js';
import { EPISODE_UPLOAD_POLICIES, episodeConfig, type EpisodeConfig } from './episode.config.js';

/**
 * The episodes catalogue: read by the public site, managed by the owner (the Episode Manager, behind
 * the session), seeded with demo episodes on an empty database. Its write use cases announce changes
 * through ContentChanges, and uploads go through MediaUploads: the app provides both globally.
 */
@Module({})
export class EpisodeModule {
  /** `config` defaults to the episode context's environment variables, validated here: a bad one stops the boot, named. */
  static forRoot(config: EpisodeConfig = episodeConfig.load()): DynamicModule {
    return {
      module: EpisodeModule,
      imports: [TypeOrmModule.forFeature([EpisodeSchema])],
      controllers: [EpisodeController, EpisodeManagerController],
      providers: [
        ListEpisodes,
        ListAllEpisodes,
        ListFeaturedEpisodes,
        GetEpisode,
        NextEpisodePublication,
        SeedDemoEpisodes,
        CountEpisodes,
        ListManagedEpisodes,
        GetManagedEpisode,
        CreateEpisode,
        UpdateEpisode,
        DeleteEpisode,
        PreviewEpisodeDescription,
        SearchEpisodes,
        EpisodeTranscriptAndChapters,
        { provide: EpisodeRepository, useClass: TypeOrmEpisodeRepository },
        { provide: EpisodeSearch, useClass: PostgresEpisodeSearch },
        { provide: DemoMedia, useClass: GeneratedDemoMedia },
        { provide: MediaLibrary, useClass: MediaStorageLibrary },
        { provide: DescriptionSanitizer, useClass: DomPurifyDescriptionSanitizer },
        { provide: EPISODE_UPLOAD_POLICIES, useValue: config.uploads },
      ],
      exports: [ListEpisodes, GetEpisode, ListAllEpisodes, ListManagedEpisodes, NextEpisodePublication, SeedDemoEpisodes, CountEpisodes, GetManagedEpisode, UpdateEpisode, SearchEpisodes, EpisodeTranscriptAndChapters],
    };
  }
}

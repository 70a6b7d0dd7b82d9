import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeRepository } from './domain/index.js';
import { DemoMedia, DescriptionSanitizer, GetEpisode, ListAllEpisodes, ListEpisodes, ListFeaturedEpisodes, NextEpisodePublication, SeedDemoEpisodes } from './application/index.js';
import { EpisodeController } from './adapters/http/episode.controller.js';
import { EpisodeSchema } from './adapters/persistence/episode.schema.js';
import { TypeOrmEpisodeRepository } from './adapters/persistence/typeorm-episode.repository.js';
import { GeneratedDemoMedia } from './adapters/media/generated-demo-media.js';
import { DomPurifyDescriptionSanitizer } from './adapters/rich-text/dompurify-description-sanitizer.js';

/**
 * The episodes catalogue: read by the public site, seeded with demo episodes on an empty database.
 * Its write use cases announce changes through ContentChanges, which the app provides globally.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EpisodeSchema])],
  controllers: [EpisodeController],
  providers: [
    ListEpisodes,
    ListAllEpisodes,
    ListFeaturedEpisodes,
    GetEpisode,
    NextEpisodePublication,
    SeedDemoEpisodes,
    { provide: EpisodeRepository, useClass: TypeOrmEpisodeRepository },
    { provide: DemoMedia, useClass: GeneratedDemoMedia },
    { provide: DescriptionSanitizer, useClass: DomPurifyDescriptionSanitizer },
  ],
  exports: [GetEpisode, ListAllEpisodes, NextEpisodePublication, SeedDemoEpisodes],
})
export class EpisodeModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeRepository } from './domain/index.js';
import { DemoMedia, GetEpisode, ListEpisodes, ListFeaturedEpisodes, SeedDemoEpisodes } from './application/index.js';
import { EpisodeController } from './adapters/http/episode.controller.js';
import { EpisodeSchema } from './adapters/persistence/episode.schema.js';
import { TypeOrmEpisodeRepository } from './adapters/persistence/typeorm-episode.repository.js';
import { GeneratedDemoMedia } from './adapters/media/generated-demo-media.js';

/** The episodes catalogue: read by the public site, seeded with demo episodes on an empty database. */
@Module({
  imports: [TypeOrmModule.forFeature([EpisodeSchema])],
  controllers: [EpisodeController],
  providers: [
    ListEpisodes,
    ListFeaturedEpisodes,
    GetEpisode,
    SeedDemoEpisodes,
    { provide: EpisodeRepository, useClass: TypeOrmEpisodeRepository },
    { provide: DemoMedia, useClass: GeneratedDemoMedia },
  ],
  exports: [GetEpisode, SeedDemoEpisodes],
})
export class EpisodeModule {}

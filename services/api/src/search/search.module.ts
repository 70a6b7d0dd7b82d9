import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { BlogModule } from '@harmony/blog';
import { SearchController } from './search.controller.js';
import { SiteSearch } from './site-search.js';

/** The site search, composed from the contexts' own searches. `episodes` is the app's episode module (one instance). */
@Module({})
export class SearchModule {
  static forRoot(episodes: DynamicModule | Type): DynamicModule {
    return { module: SearchModule, imports: [episodes, BlogModule], controllers: [SearchController], providers: [SiteSearch] };
  }
}

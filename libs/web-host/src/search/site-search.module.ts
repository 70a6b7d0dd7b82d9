import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { BlogModule } from '@harmony/blog';
import { SearchController } from './search.controller.js';
import { SiteSearch } from './site-search.js';

/**
 * The site search (GET /api/search), composed from the contexts' own searches; the search page's first
 * screen reads the same SiteSearch. `episodes` is the app's episode module (one instance).
 */
@Module({})
export class SiteSearchModule {
  static forRoot(episodes: DynamicModule | Type): DynamicModule {
    return { module: SiteSearchModule, imports: [episodes, BlogModule], controllers: [SearchController], providers: [SiteSearch], exports: [SiteSearch] };
  }
}

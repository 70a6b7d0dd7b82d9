import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LegalPageRepository, type LegalPageSite } from './domain/index.js';
import { ArticleRenderer, DefaultLegalPages, GetLegalPage, LegalPageSettings, UpdateLegalPage } from './application/index.js';
import { LegalPageController, LegalPageManagerController } from './adapters/http/legal-page.controller.js';
import { LegalPageSchema } from './adapters/persistence/legal-page.schema.js';
import { TypeOrmLegalPageRepository } from './adapters/persistence/typeorm-legal-page.repository.js';
import { MarkedArticleRenderer } from './adapters/rich-text/article-html.js';

/**
 * The Privacy Policy and the Terms: public reads, the owner's editor (behind the session), and the
 * default texts, which quote the site's name and contact address (`site`, from the site config).
 * Written in the articles' markdown and rendered by the articles' renderer.
 */
@Module({})
export class LegalPagesModule {
  static forRoot(site: LegalPageSite): DynamicModule {
    return {
      module: LegalPagesModule,
      imports: [TypeOrmModule.forFeature([LegalPageSchema])],
      controllers: [LegalPageController, LegalPageManagerController],
      providers: [
        GetLegalPage,
        UpdateLegalPage,
        DefaultLegalPages,
        { provide: LegalPageSettings, useValue: { productName: site.productName, contactEmail: site.contactEmail } },
        { provide: LegalPageRepository, useClass: TypeOrmLegalPageRepository },
        { provide: ArticleRenderer, useClass: MarkedArticleRenderer },
      ],
      exports: [GetLegalPage],
    };
  }
}

import { Injectable } from '@nestjs/common';
import { LegalPageRepository, type LegalPage, type LegalPageKind } from '../domain/index.js';
import { DefaultLegalPages } from './default-legal-pages.js';

/** A legal page as visitors and the owner see it: the owner's text, else the site's default. */
@Injectable()
export class GetLegalPage {
  constructor(
    private readonly pages: LegalPageRepository,
    private readonly defaults: DefaultLegalPages,
  ) {}

  async execute(kind: LegalPageKind): Promise<LegalPage> {
    return (await this.pages.find(kind)) ?? this.defaults.of(kind);
  }
}

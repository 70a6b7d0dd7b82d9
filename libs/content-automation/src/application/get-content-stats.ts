import { Injectable } from '@nestjs/common';
import { GeneratedContent, type ContentStats } from '../domain/index.js';

/** The content dashboard's stat cards, counted live (SPEC's static 3 episodes, 42 pieces, 12 scheduled). */
@Injectable()
export class GetContentStats {
  constructor(private readonly content: GeneratedContent) {}

  execute(): Promise<ContentStats> {
    return this.content.stats();
  }
}

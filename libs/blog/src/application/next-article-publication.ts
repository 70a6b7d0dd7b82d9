import { Injectable } from '@nestjs/common';
import { BlogArticleRepository } from '../domain/index.js';

/**
 * When the public blog reads next change by themselves: the moment the next scheduled published article
 * goes public, or null when none is scheduled. The read cache expires its article answers then.
 */
@Injectable()
export class NextArticlePublication {
  constructor(private readonly articles: BlogArticleRepository) {}

  execute(now: Date = new Date()): Promise<Date | null> {
    return this.articles.nextPublicationAfter(now);
  }
}

import { Injectable } from '@nestjs/common';
import { searchText } from '../domain/index.js';
import { AudienceLists, type AudienceList, type AudienceListFilter, type AudienceListItems } from './audience-lists.js';

/** How many items an export reads at a time: one batch is what memory holds. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * The whole of one of the owner's audience lists (everything the search finds), newest first, read in
 * batches: each batch is read when the one before has been taken (a download reads as the client does),
 * from where it ended, so a submission arriving meanwhile neither repeats nor hides an item.
 */
@Injectable()
export class ExportAudience {
  constructor(private readonly lists: AudienceLists) {}

  async *execute<List extends AudienceList>(
    list: List,
    query: { readonly search?: string } & AudienceListFilter = {},
    batchSize: number = EXPORT_BATCH_SIZE,
  ): AsyncGenerator<readonly AudienceListItems[List][]> {
    const source = this.lists.of(list, query);
    const search = searchText(query.search);
    for (let after: number | null = null; ; ) {
      const batch = await source.batchAfter(search, after, batchSize);
      if (batch.length) yield batch;
      if (batch.length < batchSize) return;
      after = batch[batch.length - 1]!.id;
    }
  }
}

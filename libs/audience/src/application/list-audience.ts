import { Injectable } from '@nestjs/common';
import { firstPage, type Page, type PageRequest } from '@harmony/platform/domain';
import { searchText } from '../domain/index.js';
import { AudienceLists, type AudienceList, type AudienceListFilter, type AudienceListItems } from './audience-lists.js';

/** One page of one of the owner's audience lists, newest first, searched. */
@Injectable()
export class ListAudience {
  constructor(private readonly lists: AudienceLists) {}

  execute<List extends AudienceList>(list: List, query: { readonly search?: string; readonly page?: PageRequest } & AudienceListFilter = {}): Promise<Page<AudienceListItems[List]>> {
    return this.lists.of(list, query).page(searchText(query.search), query.page ?? firstPage);
  }
}

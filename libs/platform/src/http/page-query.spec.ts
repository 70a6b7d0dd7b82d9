import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { pageOf } from '../domain/page.js';
import { PageNumberQuery, pageNumberOf } from './page-query.js';

class ListQuery extends PageNumberQuery({ defaultPageSize: 20, items: 'things' }) {}

const errorsOf = async (query: Record<string, string>) =>
  (await validate(plainToInstance(ListQuery, query), { forbidUnknownValues: true })).flatMap(({ constraints }) => Object.values(constraints ?? {}));

describe(PageNumberQuery.name, () => {
  it('reads ?page=&pageSize= as an offset and limit, with the list’s own default size', () => {
    expect(ListQuery.toRequest(plainToInstance(ListQuery, {}))).toEqual({ limit: 20, offset: 0 });
    expect(ListQuery.toRequest(plainToInstance(ListQuery, { page: '3', pageSize: '10' }))).toEqual({ limit: 10, offset: 20 });
  });

  it('names a page or size out of range in words', async () => {
    expect(await errorsOf({ page: '2', pageSize: '100' })).toEqual([]);
    expect(await errorsOf({ page: '0' })).toEqual(['page must be a whole number from 1 to 1000000000']);
    expect(await errorsOf({ page: '1.5' })).toEqual(['page must be a whole number from 1 to 1000000000']);
    expect(await errorsOf({ pageSize: '101' })).toEqual(['pageSize must be a whole number from 1 to 100']);
  });

  it('reads the page number back from the page found', () => {
    expect(pageNumberOf(pageOf([], 95, { limit: 20, offset: 40 }))).toEqual({ page: 3, pageSize: 20 });
  });
});

import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '@harmony/platform/domain';
import type { NewestFirstList } from '../../domain/index.js';

/** How one table is read as an owner's list. */
export interface NewestFirstTable<Row, Item> {
  /** The row's time property the list is ordered by, newest first. */
  readonly time: keyof Row & string;
  /** SQL expressions over the row's columns, alias "row", that a search looks in. */
  readonly searched: readonly string[];
  readonly toItem: (row: Row) => Item;
  /** A condition every item of this list meets (SQL over alias "row", named parameters), such as a status. */
  readonly where?: { readonly condition: string; readonly parameters: ObjectLiteral };
}

/** `text` as a LIKE pattern that matches it literally, anywhere: `%`, `_` and the escape character escaped. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `NewestFirstList` over one table: `ORDER BY time DESC, id DESC`, served by the `(time DESC, id DESC)`
 * index of each table (migration 1795610000000). The search is a case-insensitive ILIKE per searched
 * expression: a scan of the table, which at the audience's scale (thousands of rows) takes a few
 * milliseconds; the newsletter's address, the list that grows to millions, has a pg_trgm GIN index
 * (migration 1796900000010) that serves it.
 */
export class TypeOrmNewestFirst<Row extends ObjectLiteral & { id: number }, Item extends { readonly id: number }> implements NewestFirstList<Item> {
  constructor(
    private readonly rows: Repository<Row>,
    private readonly table: NewestFirstTable<Row, Item>,
  ) {}

  private matching(search: string): SelectQueryBuilder<Row> {
    const query = this.rows.createQueryBuilder('row');
    if (this.table.where) query.andWhere(this.table.where.condition, this.table.where.parameters);
    if (search) {
      query.andWhere(`(${this.table.searched.map((expression) => `${expression} ILIKE :pattern ESCAPE '\\'`).join(' OR ')})`, { pattern: containing(search) });
    }
    return query.orderBy(`row.${this.table.time}`, 'DESC').addOrderBy('row.id', 'DESC');
  }

  async page(search: string, page: PageRequest): Promise<Page<Item>> {
    const [rows, total] = await this.matching(search).offset(page.offset).limit(page.limit).getManyAndCount();
    return pageOf(rows.map(this.table.toItem), total, page);
  }

  async batchAfter(search: string, after: number | null, limit: number): Promise<Item[]> {
    const query = this.matching(search).limit(limit);
    if (after !== null) {
      // The cursor's own time is read in the database: a JavaScript Date would round its microseconds.
      const time = `"${this.rows.metadata.findColumnWithPropertyName(this.table.time)!.databaseName}"`;
      const cursor = query.subQuery().select(`"cursor".${time}`).addSelect('"cursor"."id"').from(this.rows.metadata.target, 'cursor').where('"cursor"."id" = :after').getQuery();
      query.andWhere(`("row".${time}, "row"."id") < ${cursor}`, { after });
    }
    return (await query.getMany()).map(this.table.toItem);
  }
}

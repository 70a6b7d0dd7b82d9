import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * Deletes a table's rows under an address, answering how many. The forms keep addresses lower-cased and
 * trimmed; rows kept before they did (or written by hand) are matched the same way, so none is left behind.
 */
export async function removeByEmail<Row extends ObjectLiteral & { email: string }>(rows: Repository<Row>, email: string): Promise<number> {
  const { affected } = await rows.createQueryBuilder().delete().where('lower(btrim("email")) = :email', { email }).execute();
  return affected ?? 0;
}

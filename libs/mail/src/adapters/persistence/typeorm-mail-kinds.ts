import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MailKinds } from '../../domain/index.js';
import { MailMessageSchema, type MailMessageRow } from './mail-message.schema.js';

/**
 * The distinct kinds by a walk of the (kind, id) index, one step per kind (PostgreSQL has no skip scan before 18):
 * a handful of index probes however many messages a broadcast left, where DISTINCT would read them all.
 */
@Injectable()
export class TypeOrmMailKinds extends MailKinds {
  constructor(@InjectRepository(MailMessageSchema) private readonly rows: Repository<MailMessageRow>) {
    super();
  }

  async all(): Promise<string[]> {
    const rows: { kind: string }[] = await this.rows.query(
      `WITH RECURSIVE "kinds" ("kind") AS (
         (SELECT "kind" FROM "mail_messages" ORDER BY "kind" LIMIT 1)
         UNION ALL
         SELECT (SELECT "next"."kind" FROM "mail_messages" AS "next" WHERE "next"."kind" > "kinds"."kind" ORDER BY "next"."kind" LIMIT 1) FROM "kinds" WHERE "kinds"."kind" IS NOT NULL
       )
       SELECT "kind" FROM "kinds" WHERE "kind" IS NOT NULL`,
    );
    return rows.map(({ kind }) => kind);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Page, PageRequest } from '@harmony/platform/domain';
import { ContactMessages, type ContactMessage, type ReceivedContactMessage } from '../../domain/index.js';
import { ContactMessageSchema, type ContactMessageRow } from './audience.schemas.js';
import { TypeOrmNewestFirst } from './typeorm-newest-first.js';
import { removeByEmail } from './typeorm-remove-by-email.js';

@Injectable()
export class TypeOrmContactMessages extends ContactMessages {
  private readonly list: TypeOrmNewestFirst<ContactMessageRow, ReceivedContactMessage>;

  constructor(@InjectRepository(ContactMessageSchema) private readonly rows: Repository<ContactMessageRow>) {
    super();
    this.list = new TypeOrmNewestFirst(rows, {
      time: 'submittedAt',
      searched: ['"row"."name"', '"row"."email"', '"row"."subject"', '"row"."message"'],
      toItem: (row) => ({ ...row }),
    });
  }

  async add(message: ContactMessage): Promise<number> {
    // A copy: TypeORM writes the generated id and timestamp back into the object it inserts.
    const { identifiers } = await this.rows.insert({ ...message });
    return Number(identifiers[0]!['id']);
  }

  page(search: string, page: PageRequest): Promise<Page<ReceivedContactMessage>> {
    return this.list.page(search, page);
  }

  batchAfter(search: string, after: number | null, limit: number): Promise<ReceivedContactMessage[]> {
    return this.list.batchAfter(search, after, limit);
  }

  removeByEmail(email: string): Promise<number> {
    return removeByEmail(this.rows, email);
  }
}

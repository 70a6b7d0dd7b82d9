import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Page, PageRequest } from '@harmony/platform/domain';
import { WorkshopRegistrations, type ReceivedWorkshopRegistration, type WorkshopRegistration } from '../../domain/index.js';
import { WorkshopRegistrationSchema, type WorkshopRegistrationRow } from './audience.schemas.js';
import { TypeOrmNewestFirst } from './typeorm-newest-first.js';
import { removeByEmail } from './typeorm-remove-by-email.js';

@Injectable()
export class TypeOrmWorkshopRegistrations extends WorkshopRegistrations {
  private readonly list: TypeOrmNewestFirst<WorkshopRegistrationRow, ReceivedWorkshopRegistration>;

  constructor(@InjectRepository(WorkshopRegistrationSchema) private readonly rows: Repository<WorkshopRegistrationRow>) {
    super();
    this.list = new TypeOrmNewestFirst(rows, {
      time: 'submittedAt',
      // The full name, so "Ana Diaz" finds her as "Ana" and "Diaz" do.
      searched: [`"row"."first_name" || ' ' || "row"."last_name"`, '"row"."partner_name"', '"row"."email"'],
      // Every registration this app keeps has questions (at least 10 characters); the column allows none.
      toItem: (row) => ({ ...row, questions: row.questions ?? '' }),
    });
  }

  async add(registration: WorkshopRegistration): Promise<number> {
    // A copy: TypeORM writes the generated id and timestamp back into the object it inserts.
    const { identifiers } = await this.rows.insert({ ...registration });
    return Number(identifiers[0]!['id']);
  }

  page(search: string, page: PageRequest): Promise<Page<ReceivedWorkshopRegistration>> {
    return this.list.page(search, page);
  }

  batchAfter(search: string, after: number | null, limit: number): Promise<ReceivedWorkshopRegistration[]> {
    return this.list.batchAfter(search, after, limit);
  }

  removeByEmail(email: string): Promise<number> {
    return removeByEmail(this.rows, email);
  }
}

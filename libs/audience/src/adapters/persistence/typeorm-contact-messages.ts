import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContactMessages, type ContactMessage } from '../../domain/index.js';
import { ContactMessageSchema, type ContactMessageRow } from './audience.schemas.js';

@Injectable()
export class TypeOrmContactMessages extends ContactMessages {
  constructor(@InjectRepository(ContactMessageSchema) private readonly rows: Repository<ContactMessageRow>) {
    super();
  }

  async add(message: ContactMessage): Promise<void> {
    // A copy: TypeORM writes the generated id and timestamp back into the object it inserts.
    await this.rows.insert({ ...message });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { WorkshopRegistrations, type WorkshopRegistration } from '../../domain/index.js';
import { WorkshopRegistrationSchema, type WorkshopRegistrationRow } from './audience.schemas.js';

@Injectable()
export class TypeOrmWorkshopRegistrations extends WorkshopRegistrations {
  constructor(@InjectRepository(WorkshopRegistrationSchema) private readonly rows: Repository<WorkshopRegistrationRow>) {
    super();
  }

  async add(registration: WorkshopRegistration): Promise<void> {
    // A copy: TypeORM writes the generated id and timestamp back into the object it inserts.
    await this.rows.insert({ ...registration });
  }
}

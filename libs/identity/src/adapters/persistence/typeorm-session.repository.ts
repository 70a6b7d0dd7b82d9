import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, type Repository } from 'typeorm';
import { SessionRepository, type Session } from '../../domain/index.js';
import { SessionSchema, type SessionRow } from './identity.schemas.js';

@Injectable()
export class TypeOrmSessionRepository extends SessionRepository {
  constructor(@InjectRepository(SessionSchema) private readonly rows: Repository<SessionRow>) {
    super();
  }

  async add(session: Session): Promise<void> {
    // A copy: TypeORM writes what it generates back into the object it inserts.
    await this.rows.insert({ ...session });
  }

  findById(id: string): Promise<Session | null> {
    return this.rows.findOneBy({ id });
  }

  async remove(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  async removeExpired(now: Date): Promise<number> {
    const { affected } = await this.rows.delete({ expiresAt: LessThanOrEqual(now) });
    return affected ?? 0;
  }
}

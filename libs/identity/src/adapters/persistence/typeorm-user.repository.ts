import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserRepository, type User } from '../../domain/index.js';
import { UserSchema, type UserRow } from './identity.schemas.js';

@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(@InjectRepository(UserSchema) private readonly rows: Repository<UserRow>) {
    super();
  }

  findByUsername(username: string): Promise<User | null> {
    return this.rows.findOneBy({ username });
  }

  // One statement: two processes starting at once cannot both insert the owner.
  async upsert(username: string, passwordHash: string): Promise<User> {
    const [row] = (await this.rows.query(
      `INSERT INTO "users" ("username", "password_hash") VALUES ($1, $2)
       ON CONFLICT ("username") DO UPDATE SET "password_hash" = EXCLUDED."password_hash"
       RETURNING "id", "username", "password_hash" AS "passwordHash"`,
      [username, passwordHash],
    )) as User[];
    return { id: Number(row!.id), username: row!.username, passwordHash: row!.passwordHash };
  }
}

import { EntitySchema } from 'typeorm';

export interface UserRow {
  id: number;
  username: string;
  passwordHash: string;
}

export interface SessionRow {
  id: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

export const UserSchema = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    username: { type: 'text', unique: true },
    passwordHash: { type: 'text', name: 'password_hash' },
  },
});

export const SessionSchema = new EntitySchema<SessionRow>({
  name: 'Session',
  tableName: 'sessions',
  columns: {
    id: { type: 'text', primary: true },
    userId: { type: 'int', name: 'user_id' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
  },
});

export const identitySchemas = [UserSchema, SessionSchema];

import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { draftMail } from '../../domain/index.js';
import { aMailRequest } from '../../testing/outgoing-mail.mother.js';
import { MailMessageSchema } from './mail-message.schema.js';
import { mailMigrations } from './migrations/index.js';
import { TypeOrmMailKinds } from './typeorm-mail-kinds.js';
import { TypeOrmMailMessages } from './typeorm-mail-messages.js';

const sender = { from: '"Money Together" <hello@moneytogether.example>', senderDomain: 'moneytogether.example' };

describe.each(testDatabaseKinds())(`${TypeOrmMailKinds.name} on $name`, (kind) => {
  let database: MigratedDataSource;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, mailMigrations, [MailMessageSchema]);
  });
  afterAll(() => database?.dispose());

  it('answers each kind sent once, sorted, and nothing before any message', async () => {
    const rows = database.dataSource.getRepository(MailMessageSchema);
    const kinds = new TypeOrmMailKinds(rows);
    expect(await kinds.all()).toEqual([]);
    const messages = new TypeOrmMailMessages(rows);
    for (const [n, sent] of ['sequence', 'confirmation', 'sequence', 'workshop-owner-notice', 'confirmation', 'sequence'].entries()) {
      await messages.record(draftMail(aMailRequest(`kinds-${n}`, { kind: sent }), sender));
    }
    expect(await kinds.all()).toEqual(['confirmation', 'sequence', 'workshop-owner-notice']);
  });
});

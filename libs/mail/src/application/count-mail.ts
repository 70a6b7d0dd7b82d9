import { Injectable } from '@nestjs/common';
import { MailMessages, type MailCounts } from '../domain/index.js';

/**
 * How the messages of one batch stand (a newsletter's broadcast: every key `broadcast:{id}:…`), by status,
 * for the caller's own counts. One indexed GROUP BY, however many messages.
 */
@Injectable()
export class CountMail {
  constructor(private readonly messages: MailMessages) {}

  execute(keyPrefix: string): Promise<MailCounts> {
    return this.messages.countByKeyPrefix(keyPrefix);
  }
}

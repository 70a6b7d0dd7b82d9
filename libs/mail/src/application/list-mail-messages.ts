import { Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '@harmony/platform/domain';
import { MailKinds, MailMessageNotFound, MailMessages, type MailMessage, type MailMessageFilter } from '../domain/index.js';

/** The owner's Email screen: every message the site sent or will send, newest first, filtered. */
@Injectable()
export class ListMailMessages {
  constructor(private readonly messages: MailMessages) {}

  execute(filter: MailMessageFilter, page: PageRequest): Promise<Page<MailMessage>> {
    return this.messages.page(filter, page);
  }
}

/** One message as the owner opens it (what was sent: HTML, text and headers), or MailMessageNotFound. */
@Injectable()
export class ShowMailMessage {
  constructor(private readonly messages: MailMessages) {}

  async execute(id: number): Promise<MailMessage> {
    const message = await this.messages.findById(id);
    if (!message) throw new MailMessageNotFound(id);
    return message;
  }
}

/** The Email screen's Kind filter: every kind the site has sent, so the owner can pick one not on the page read. */
@Injectable()
export class ListMailKinds {
  constructor(private readonly kinds: MailKinds) {}

  execute(): Promise<string[]> {
    return this.kinds.all();
  }
}

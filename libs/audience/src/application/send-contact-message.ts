import { Injectable } from '@nestjs/common';
import { contactMessage, ContactMessages, type ContactMessage } from '../domain/index.js';

@Injectable()
export class SendContactMessage {
  constructor(private readonly messages: ContactMessages) {}

  async execute(input: ContactMessage): Promise<void> {
    await this.messages.add(contactMessage(input));
  }
}

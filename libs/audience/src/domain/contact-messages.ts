import type { ContactMessage } from './contact-message.js';

/** Where messages to the hosts are kept. */
export abstract class ContactMessages {
  abstract add(message: ContactMessage): Promise<void>;
}

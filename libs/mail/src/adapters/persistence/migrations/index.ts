import { CreateMailMessages1796800000000 } from './1796800000000-create-mail-messages.js';
import { IndexMailKeysByPrefix1796900000020 } from './1796900000020-index-mail-keys-by-prefix.js';
import { MailMessagesForTheOwner1796904424000 } from './1796904424000-mail-messages-for-the-owner.js';
import { MailSharedBodies1797200000000 } from './1797200000000-mail-shared-bodies.js';

export const mailMigrations = [CreateMailMessages1796800000000, IndexMailKeysByPrefix1796900000020, MailMessagesForTheOwner1796904424000, MailSharedBodies1797200000000];

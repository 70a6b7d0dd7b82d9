import { CreateMailMessages1796800000000 } from './1796800000000-create-mail-messages.js';
import { IndexMailKeysByPrefix1796900000020 } from './1796900000020-index-mail-keys-by-prefix.js';

export const mailMigrations = [CreateMailMessages1796800000000, IndexMailKeysByPrefix1796900000020];

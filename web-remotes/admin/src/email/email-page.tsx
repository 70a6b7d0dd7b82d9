import { Route, Routes } from '@harmony/mf-config/router';
import { EmailList } from './email-list.js';
import { EmailMessage } from './email-message.js';

/** /admin/email (issue 25 item 8): the messages the site sends, and one message at /admin/email/{id}. */
export function EmailPage() {
  return (
    <Routes>
      <Route index element={<EmailList />} />
      <Route path=":id" element={<EmailMessage />} />
    </Routes>
  );
}

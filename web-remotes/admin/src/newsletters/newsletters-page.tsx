import { Route, Routes } from '@harmony/mf-config/router';
import { EditNewsletter, NewNewsletter } from './newsletter-editor.js';
import { NewsletterList } from './newsletter-list.js';

/** /admin/newsletters: the list, a new newsletter, one newsletter (write, test, send, follow its delivery). */
export function NewslettersPage() {
  return (
    <Routes>
      <Route index element={<NewsletterList />} />
      <Route path="new" element={<NewNewsletter />} />
      <Route path=":id" element={<EditNewsletter />} />
    </Routes>
  );
}

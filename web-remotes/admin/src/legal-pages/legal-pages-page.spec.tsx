import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import type { ManagedLegalPage } from './legal-pages-api.js';

const privacy: ManagedLegalPage = { kind: 'privacy', title: 'Privacy Policy', content: '# In short\n\nNo tracking cookies.', contentHtml: '<h2>In short</h2>', updatedAt: null };
const terms: ManagedLegalPage = { kind: 'terms', title: 'Terms of Service', content: 'Be kind.', contentHtml: '<p>Be kind.</p>', updatedAt: '2026-11-20T12:00:00.000Z' };
const routes = {
  ...signedIn,
  'GET /api/admin/legal-pages/privacy': jsonResponse(privacy),
  'GET /api/admin/legal-pages/terms': jsonResponse(terms),
  'POST /api/admin/blog-articles/preview': ({ body }: { body: unknown }) => jsonResponse({ html: `<p>preview: ${(body as { content: string }).content}</p>` }),
};
const currentPath = () => screen.getByTestId('current-path').textContent ?? '';

describe('the legal pages screen', () => {
  restoreFetchAfterEach();

  it('is in the navigation and opens on the privacy policy, its default text in the editor beside its preview', async () => {
    renderAdmin('/admin/legal-pages', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal Pages' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Legal Pages' })[0]).toHaveAttribute('href', '/admin/legal-pages');
    expect(await screen.findByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Content (markdown)')).toHaveValue(privacy.content);
    expect(screen.getByText(/The default text shipped with the site/)).toBeInTheDocument();
    expect(await screen.findByTestId('legal-page-privacy-content-preview')).toHaveTextContent(`preview: ${privacy.content.replace('\n\n', ' ')}`);
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/privacy');
  });

  it('saves the edited markdown, says so, and keeps the tab in the address', async () => {
    const user = userEvent.setup();
    const saved = { ...terms, content: 'Be very kind.', updatedAt: '2026-11-26T10:00:00.000Z' };
    const { requests } = renderAdmin('/admin/legal-pages', { ...routes, 'PUT /api/admin/legal-pages/terms': jsonResponse(saved) });
    await user.click(await screen.findByRole('tab', { name: 'Terms of Service' }));
    expect(currentPath()).toBe('/admin/legal-pages?page=terms');
    const editor = await screen.findByLabelText('Content (markdown)');
    expect(editor).toHaveValue('Be kind.');
    expect(screen.getByText(/Last saved/)).toBeInTheDocument();
    await user.clear(editor);
    await user.type(editor, 'Be very kind.');
    await user.click(screen.getByRole('button', { name: 'Save the Terms of Service' }));
    expect(await screen.findByText('Terms of Service saved')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/admin/legal-pages/terms', body: { content: 'Be very kind.' } }]);
  });

  it('refuses an empty page in the browser, and shows the server’s message under the field', async () => {
    const user = userEvent.setup();
    const tooLong = problemResponse(400, 'The page content must be at most 20,000 characters.', [{ field: 'content', message: 'The page content must be at most 20,000 characters.' }], 'invalid-legal-page');
    const { requests } = renderAdmin('/admin/legal-pages', { ...routes, 'PUT /api/admin/legal-pages/privacy': tooLong });
    const editor = await screen.findByLabelText('Content (markdown)');
    await user.clear(editor);
    await user.click(screen.getByRole('button', { name: 'Save the Privacy Policy' }));
    expect(await screen.findByText('The page content is required.')).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some(({ method }) => method === 'PUT')).toBe(false);

    await user.type(editor, 'Something');
    await user.click(screen.getByRole('button', { name: 'Save the Privacy Policy' }));
    const form = screen.getByRole('form', { name: 'Edit the Privacy Policy' });
    expect(await within(form).findByText('The page content must be at most 20,000 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Could not save the Privacy Policy')).toBeInTheDocument();
  });
});

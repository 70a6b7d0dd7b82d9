import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { resetToastsForTests } from '@harmony/ui';
import { defaultSiteConfig } from '@harmony/site-config';
import { jsonResponse } from '../episodes/testing.js';
import { FormTestProviders, recordingFetch } from './testing.js';
import ContactPage from './contact-page.js';

function renderPage() {
  return render(
    <FormTestProviders>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </FormTestProviders>,
  );
}

const typed = { name: 'Sam', email: 'sam@example.com', subject: 'Episode 4', message: 'Loved the snowball method.' };
const labels = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;

/**
 * Types into the form as it first is, synchronously: everything happens before the form's code (a dynamic
 * import, resolved on a later tick) can arrive, so it all lands in the light form the server rendered.
 */
function typeBeforeTheCodeArrives(values: Partial<typeof typed>) {
  for (const [field, value] of Object.entries(values)) fireEvent.input(screen.getByLabelText(labels[field as keyof typeof labels]), { target: { value } });
}

/** The working form has taken over once the controls are new ones. */
const swapped = (before: HTMLElement) => waitFor(() => expect(screen.getByLabelText('Name')).not.toBe(before));

describe('ContactPage', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    act(() => resetToastsForTests());
  });

  it('is titled as the server titles /contact and shows the contact form under its one h1, at once', () => {
    renderPage();
    expect(document.title).toBe('Contact | Money Together');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Get in Touch']);
    const form = screen.getByRole('form', { name: 'Get in Touch' });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(form).toContainElement(screen.getByLabelText(label));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    // Sent before the app has started, the message goes in a request body, never in the page's URL.
    expect(form).toHaveAttribute('method', 'post');
  });

  it('offers the contact address for those who prefer their own mail app', () => {
    renderPage();
    expect(screen.getByRole('link', { name: defaultSiteConfig.contactEmail })).toHaveAttribute('href', `mailto:${defaultSiteConfig.contactEmail}`);
  });

  it('keeps what was typed before the form code arrived, and the focus and caret where they were', async () => {
    const { fetchMock, bodies } = recordingFetch(() => jsonResponse({ message: 'ok' }, 201));
    globalThis.fetch = fetchMock;
    renderPage();
    const lightName = screen.getByLabelText('Name');

    typeBeforeTheCodeArrives(typed);
    const lightMessage = screen.getByLabelText('Message') as HTMLTextAreaElement;
    lightMessage.focus();
    lightMessage.setSelectionRange(5, 9);

    await swapped(lightName);
    for (const [field, value] of Object.entries(typed)) expect(screen.getByLabelText(labels[field as keyof typeof labels])).toHaveValue(value);
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    expect(message).toHaveFocus();
    expect([message.selectionStart, message.selectionEnd]).toEqual([5, 9]);

    // The working form holds those values, not just its controls: they are what it sends.
    const user = userEvent.setup();
    await user.type(message, ' Thanks!', { initialSelectionStart: message.value.length, initialSelectionEnd: message.value.length });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(bodies).toEqual([{ path: '/api/contact', body: { ...typed, message: `${typed.message} Thanks!`, website: '' } }]);
  });

  it('holds a submission made before the form code arrived and sends it once, when the form is live', async () => {
    const { fetchMock, bodies } = recordingFetch(() => jsonResponse({ message: 'ok' }, 201));
    globalThis.fetch = fetchMock;
    renderPage();

    typeBeforeTheCodeArrives(typed);
    // Not the browser's own submission (a page load): the form's code is fetched and sends it.
    expect(fireEvent.submit(screen.getByRole('form', { name: 'Get in Touch' }))).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(bodies).toEqual([{ path: '/api/contact', body: { ...typed, website: '' } }]);
    for (const label of Object.values(labels)) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('checks a held submission as any other: an incomplete one shows its messages and sends nothing', async () => {
    const { fetchMock } = recordingFetch(() => jsonResponse({ message: 'ok' }, 201));
    globalThis.fetch = fetchMock;
    renderPage();

    typeBeforeTheCodeArrives({ name: 'Sam', email: 'sam@' });
    fireEvent.submit(screen.getByRole('form', { name: 'Get in Touch' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Sam');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loses no keystroke when the form code arrives while the visitor types, and sends once', async () => {
    const { fetchMock, bodies } = recordingFetch(() => jsonResponse({ message: 'ok' }, 201));
    globalThis.fetch = fetchMock;
    const user = userEvent.setup();
    renderPage();

    // The first click loads the code; it arrives somewhere in the typing that follows.
    for (const [field, value] of Object.entries(typed)) await user.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(bodies).toEqual([{ path: '/api/contact', body: { ...typed, website: '' } }]);
  });
});

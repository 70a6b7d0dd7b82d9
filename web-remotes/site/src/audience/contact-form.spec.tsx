import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse } from '../episodes/testing.js';
import { ContactForm } from './contact-form.js';
import { FormTestProviders, problem, recordingFetch } from './testing.js';

function renderForm() {
  return render(
    <FormTestProviders>
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>
    </FormTestProviders>,
  );
}

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return { invalid: field.getAttribute('aria-invalid'), text: id ? document.getElementById(id)?.textContent : undefined };
};

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Sam');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Episode 4');
  await user.type(screen.getByLabelText('Message'), 'Loved the snowball method.');
}

describe(ContactForm.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    act(() => resetToastsForTests());
  });

  it('shows each required message under its field and sends nothing', async () => {
    const { fetchMock } = recordingFetch(() => jsonResponse({}));
    globalThis.fetch = fetchMock;
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(errorOf('Name')).toEqual({ invalid: 'true', text: 'Name is required' });
    expect(errorOf('Email')).toEqual({ invalid: 'true', text: 'Email is required' });
    expect(errorOf('Subject')).toEqual({ invalid: 'true', text: 'Subject is required' });
    expect(errorOf('Message')).toEqual({ invalid: 'true', text: 'Message is required' });

    await user.type(screen.getByLabelText('Email'), 'sam@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(errorOf('Email')).toEqual({ invalid: 'true', text: 'Please enter a valid email address' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, toasts "Message Sent!" and resets', async () => {
    const { fetchMock, bodies } = recordingFetch(() => jsonResponse({ message: 'ok' }, 201));
    globalThis.fetch = fetchMock;
    const user = userEvent.setup();
    renderForm();

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await screen.findByText('Message Sent!');
    expect(toast.parentElement).toHaveTextContent("Thank you for reaching out. We'll get back to you soon.");
    expect(bodies).toEqual([{ path: '/api/contact', body: { name: 'Sam', email: 'sam@example.com', subject: 'Episode 4', message: 'Loved the snowball method.', website: '' } }]);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('shows the server field errors and toasts "Message Failed" with the message', async () => {
    globalThis.fetch = recordingFetch(() => problem(400, 'Please check the highlighted fields', [{ field: 'subject', message: 'Subject is required' }])).fetchMock;
    const user = userEvent.setup();
    renderForm();

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await screen.findByText('Message Failed');
    expect(toast.parentElement).toHaveTextContent('400: Please check the highlighted fields');
    expect(errorOf('Subject')).toEqual({ invalid: 'true', text: 'Subject is required' });
    expect(screen.getByLabelText('Message')).toHaveValue('Loved the snowball method.');
  });
});

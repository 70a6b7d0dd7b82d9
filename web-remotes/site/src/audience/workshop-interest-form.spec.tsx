import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse } from '../episodes/testing.js';
import { FormTestProviders, problem, recordingFetch } from './testing.js';
import { WorkshopInterestForm } from './workshop-interest-form.js';

function renderForm() {
  return render(
    <FormTestProviders>
      <MemoryRouter>
        <WorkshopInterestForm />
      </MemoryRouter>
    </FormTestProviders>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Ana');
  await user.type(screen.getByLabelText('Last Name'), 'Diaz');
  await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
  await user.type(screen.getByLabelText('What would you most like to learn?'), 'Budgeting as newlyweds');
}

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return { invalid: field.getAttribute('aria-invalid'), text: id ? document.getElementById(id)?.textContent : undefined };
};

describe(WorkshopInterestForm.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    act(() => resetToastsForTests());
  });

  it('labels every field, the optional ones as optional, with the newsletter unchecked', () => {
    renderForm();
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Phone Number (optional)', "Partner's Name (optional)", 'What would you most like to learn?']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: /weekly newsletter/ })).not.toBeChecked();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows each SPEC message under its field and sends nothing', async () => {
    const { fetchMock } = recordingFetch(() => jsonResponse({}));
    globalThis.fetch = fetchMock;
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.type(screen.getByLabelText('What would you most like to learn?'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(errorOf('First Name')).toEqual({ invalid: 'true', text: 'First name is required' });
    expect(errorOf('Last Name')).toEqual({ invalid: 'true', text: 'Last name is required' });
    expect(errorOf('Email Address')).toEqual({ invalid: 'true', text: 'Please enter a valid email address' });
    expect(errorOf('What would you most like to learn?')).toEqual({ invalid: 'true', text: 'Please tell us more about your interests (at least 10 characters)' });
    expect(errorOf('Phone Number (optional)')).toEqual({ invalid: null, text: undefined });
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, toasts "Interest Registered!" and keeps the thank-you view', async () => {
    const { fetchMock, bodies } = recordingFetch(() => jsonResponse({ message: "We'll notify you when workshop registration opens." }, 201));
    globalThis.fetch = fetchMock;
    const user = userEvent.setup();
    renderForm();

    await fillValid(user);
    await user.type(screen.getByLabelText("Partner's Name (optional)"), 'Leo');
    await user.click(screen.getByRole('checkbox', { name: /weekly newsletter/ }));
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));

    const thankYou = await screen.findByTestId('workshop-thank-you');
    expect(within(thankYou).getByRole('heading', { name: 'Thank You for Your Interest!' })).toHaveFocus();
    expect(bodies).toEqual([
      {
        path: '/api/workshop/interest',
        body: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', partnerName: 'Leo', interests: 'Budgeting as newlyweds', newsletter: true, website: '' },
      },
    ]);
    const toast = await screen.findByText('Interest Registered!');
    expect(toast.parentElement).toHaveTextContent("We'll notify you when workshop registration opens.");
    expect(screen.queryByRole('button', { name: 'Register Interest' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });

  it('puts the server field errors under their fields and toasts "Registration Failed" with the message', async () => {
    globalThis.fetch = recordingFetch(() =>
      problem(400, 'Please check the highlighted fields', [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'interests', message: 'Please tell us more about your interests (at least 10 characters)' },
      ]),
    ).fetchMock;
    const user = userEvent.setup();
    renderForm();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));

    const toast = await screen.findByText('Registration Failed');
    expect(toast.parentElement).toHaveTextContent('400: Please check the highlighted fields');
    expect(errorOf('Email Address')).toEqual({ invalid: 'true', text: 'Please enter a valid email address' });
    expect(errorOf('What would you most like to learn?')).toEqual({ invalid: 'true', text: 'Please tell us more about your interests (at least 10 characters)' });
    expect(screen.getByRole('button', { name: 'Register Interest' })).toBeEnabled();
  });

  it('shows "Registering..." while it submits, and the 429 message when rate-limited', async () => {
    let answer!: (response: Response) => void;
    globalThis.fetch = recordingFetch(() => undefined as never).fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();

    answer(problem(429, 'Too many submissions from your network. Please wait a few minutes and try again.'));
    const toast = await screen.findByText('Registration Failed');
    expect(toast.parentElement).toHaveTextContent('429: Too many submissions from your network. Please wait a few minutes and try again.');
  });
});

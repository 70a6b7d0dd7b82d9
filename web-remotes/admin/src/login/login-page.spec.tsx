import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedOut } from '../testing.js';
import { loginPathFor } from '../session/index.js';

const currentPath = () => screen.getByTestId('current-path').textContent;

/** A server that signs the owner in: the session says so once the login was accepted. */
function acceptingServer() {
  let authenticated = false;
  return {
    'GET /api/auth/session': () => jsonResponse({ authenticated }),
    'POST /api/auth/login': () => {
      authenticated = true;
      return jsonResponse({ authenticated });
    },
  };
}

describe('the admin login', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it('renders a labelled password field and a Login button, titled as the server titles it', () => {
    renderAdmin('/admin/login', signedOut);

    expect(document.title).toBe('Login | Admin | Money Together');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
  });

  it('says "Password is required" under the field and sends nothing when it is empty', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/login', signedOut);

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.url === '/api/auth/login')).toHaveLength(0);
  });

  it('signs in with the server, says "Login successful" and goes to the analytics dashboard (/admin) when no screen was asked for', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/login', acceptingServer());

    await user.type(screen.getByLabelText('Password'), 'the-owner-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin'));
    // The layout checks the session before it shows the screen (main is aria-busy meanwhile).
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/auth/login')?.body).toEqual({ password: 'the-owner-password' });
  });

  it('returns to the screen the guard named', async () => {
    const user = userEvent.setup();
    renderAdmin(loginPathFor('/admin/episodes?page=2'), acceptingServer());

    await user.type(screen.getByLabelText('Password'), 'the-owner-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath()).toBe('/admin/episodes?page=2'));
  });

  it.each(['https://evil.example/admin', '//evil.example/admin', '/\\evil.example/admin', '/admin/../elsewhere', '/admin/login'])(
    'never sends the owner off the back office (next=%s): the dashboard instead',
    async (next) => {
      const user = userEvent.setup();
      renderAdmin(`/admin/login?next=${encodeURIComponent(next)}`, acceptingServer());

      await user.type(screen.getByLabelText('Password'), 'the-owner-password');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      await waitFor(() => expect(currentPath()).toBe('/admin'));
    },
  );

  it('says the password was wrong when the server answers 401, and stays', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/login', { ...signedOut, 'POST /api/auth/login': problemResponse(401, 'The password is not correct.', undefined, 'invalid-login') });

    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('says "Login error" with the server message for anything else (too many attempts)', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/login', { ...signedOut, 'POST /api/auth/login': problemResponse(429, 'Too many login attempts. Please wait 15 minutes and try again.', undefined, 'too-many-requests') });

    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login error')).toBeInTheDocument();
    expect(screen.getByText('429: Too many login attempts. Please wait 15 minutes and try again.')).toBeInTheDocument();
  });
});

describe('unknown admin paths', () => {
  restoreFetchAfterEach();

  it('answer with the not-found page', () => {
    renderAdmin('/admin/no-such-screen', signedOut);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
  });
});

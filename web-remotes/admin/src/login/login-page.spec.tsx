import { defaultSiteConfig } from '@harmony/site-config';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import AdminRoutes from '../routes.js';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes site={defaultSiteConfig} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the admin login placeholder', () => {
  it('renders a labelled password field and a Login button under /admin/login', () => {
    renderAt('/admin/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
  });

  it('answers unknown admin paths with the not-found page', () => {
    renderAt('/admin/no-such-screen');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
  });
});

import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AdminDot } from './admin-dot.js';

function renderDot() {
  render(
    <MemoryRouter>
      <AdminDot />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Admin access' });
}

const clickTimes = (element: HTMLElement, times: number) => {
  for (let index = 0; index < times; index++) fireEvent.click(element);
};

describe(AdminDot.name, () => {
  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('opens after 5 quick clicks', () => {
      const dot = renderDot();
      clickTimes(dot, 4);
      expect(dot).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(dot);
      expect(dot).toHaveAttribute('aria-expanded', 'true');
    });

    it('keeps counting while each click comes within 3 s of the previous one', () => {
      const dot = renderDot();
      for (let click = 0; click < 4; click++) {
        fireEvent.click(dot);
        act(() => jest.advanceTimersByTime(2999));
      }
      fireEvent.click(dot);
      expect(dot).toHaveAttribute('aria-expanded', 'true');
    });

    it('starts again after 4 clicks and a 3 s pause', () => {
      const dot = renderDot();
      clickTimes(dot, 4);
      act(() => jest.advanceTimersByTime(3000));
      fireEvent.click(dot);
      expect(dot).toHaveAttribute('aria-expanded', 'false');
      clickTimes(dot, 4);
      expect(dot).toHaveAttribute('aria-expanded', 'true');
    });
  });

  it('shows the admin links in a dialog that Close closes', async () => {
    const user = userEvent.setup();
    const dot = renderDot();
    // The panel is a lazy chunk: let it arrive inside act.
    await act(async () => {
      clickTimes(dot, 5);
      await import('./admin-panel.js');
    });

    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('link', { name: 'Social Media Manager' })).toHaveAttribute('href', '/admin/social-media');
    expect(screen.getByRole('link', { name: 'Content Manager' })).toHaveAttribute('href', '/admin/content');
    expect(screen.getByRole('link', { name: 'Episode Manager' })).toHaveAttribute('href', '/admin/episodes');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(dot).toHaveAttribute('aria-expanded', 'false');
    expect(dot).toHaveFocus();
  });
});

import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetToastsForTests, Toaster, toast, toastSettings, useToast } from './toast.js';

function Trigger() {
  const { toast: show } = useToast();
  return (
    <button type="button" onClick={() => show({ title: 'Subscription failed', description: 'Please try again later', variant: 'destructive' })}>
      fail
    </button>
  );
}

describe('toasts', () => {
  afterEach(() => {
    act(() => resetToastsForTests());
    jest.useRealTimers();
  });

  it('uses the SPEC timings', () => {
    expect(toastSettings).toMatchObject({ limit: 1, duration: 5000, swipeDirection: 'right', swipeThreshold: 50, hotkey: ['F8'], removeDelay: 1_000_000 });
  });

  it('shows one toast at a time: a newer one replaces the one on screen', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Link copied!', description: 'Share it with your friends and family.' });
    });
    expect(screen.getByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Share it with your friends and family.')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Logged out' });
    });
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('renders the destructive variant from useToast()', () => {
    render(
      <>
        <Trigger />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('data-variant', 'destructive');
    expect(item).toHaveTextContent('Subscription failed');
    expect(item).toHaveClass('bg-red-700');
  });

  it('closes after 5000 ms, and is removed from the store only after the removal delay', () => {
    jest.useFakeTimers();
    const seen: number[] = [];
    function Count() {
      seen.push(useToast().toasts.length);
      return null;
    }
    render(
      <>
        <Toaster />
        <Count />
      </>,
    );
    act(() => {
      toast({ title: 'Status Updated' });
    });
    expect(screen.getByText('Status Updated')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(toastSettings.duration + 10);
    });
    expect(screen.queryByText('Status Updated')).not.toBeInTheDocument();
    expect(seen.at(-1)).toBe(1);
    act(() => {
      jest.advanceTimersByTime(toastSettings.removeDelay);
    });
    expect(seen.at(-1)).toBe(0);
  });

  it('F8 moves focus to the notification region', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    act(() => {
      fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    });
    expect(region.contains(document.activeElement)).toBe(true);
  });
});

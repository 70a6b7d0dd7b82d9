import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { preloadToasts, Toaster } from './toast.js';
import { resetToastsForTests, toast, toastSettings, useToast } from './toast-store.js';

function Trigger() {
  const { toast: show } = useToast();
  return (
    <button type="button" onClick={() => show({ title: 'Subscription failed', description: 'Please try again later', variant: 'destructive' })}>
      fail
    </button>
  );
}

describe('toasts', () => {
  // Radix Toast is loaded with the first toast; its first load in Jest (transforming it) can outlast findBy's 1 s.
  beforeAll(() => preloadToasts());
  afterEach(() => {
    act(() => resetToastsForTests());
    jest.useRealTimers();
  });

  it('uses the SPEC timings', () => {
    expect(toastSettings).toMatchObject({ limit: 1, duration: 5000, swipeDirection: 'right', swipeThreshold: 50, hotkey: ['F8'], removeDelay: 1_000_000 });
  });

  it('renders nothing until the first toast (Radix Toast is loaded then)', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Logged out' });
    });
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('shows one toast at a time: a newer one replaces the one on screen', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Link copied!', description: 'Share it with your friends and family.' });
    });
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Share it with your friends and family.')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Logged out' });
    });
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('renders the destructive variant from useToast()', async () => {
    render(
      <>
        <Trigger />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const item = await screen.findByRole('listitem');
    expect(item).toHaveAttribute('data-variant', 'destructive');
    expect(item).toHaveTextContent('Subscription failed');
    expect(item).toHaveClass('bg-red-700');
  });

  it('closes after 5000 ms, and is removed from the store only after the removal delay', async () => {
    // Only the clock is faked: React's scheduler (setImmediate here) and promises run as usual.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
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
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
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

  it('F8 moves focus to the notification region, before any toast as after', async () => {
    render(<Toaster />);
    act(() => {
      fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));

    act(() => document.body.focus());
    (document.activeElement as HTMLElement | null)?.blur();
    expect(region.contains(document.activeElement)).toBe(false);
    act(() => {
      fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    });
    expect(region.contains(document.activeElement)).toBe(true);
  });
});

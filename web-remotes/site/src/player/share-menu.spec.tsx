import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { defaultSiteConfig } from '@harmony/site-config';
import { preloadToasts, resetToastsForTests, Toaster } from '@harmony/ui';
import { SiteConfigProvider } from '../site-config.js';
import { copyConfirmationMs, ShareMenu } from './share-menu.js';
import { PlaybackProvider, usePlayback, type PlaybackController } from './playback.js';

function renderMenu() {
  return render(
    <SiteConfigProvider site={defaultSiteConfig}>
      <ShareMenu episodeId={7} episodeTitle="Budgeting as a Team" />
      <Toaster />
    </SiteConfigProvider>,
  );
}

const episodeUrl = `${window.location.origin}/episode/7`;
const triggerName = 'Share Budgeting as a Team';

describe(ShareMenu.name, () => {
  // The menu and the toast region load on first use; their first load in Jest (transforming Radix) can
  // outlast findBy's 1 s. One after the other: Jest's ESM loader fails on two racing imports of React.
  beforeAll(async () => {
    await import('./share-menu-dropdown.js');
    await preloadToasts();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    act(() => resetToastsForTests());
  });

  it('copies the episode link, shows a check mark for 2 s and the "Link copied!" toast', async () => {
    // Only the clock is faked: React's scheduler (setImmediate here) and promises run as usual.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // user-event installs a clipboard stub on navigator; watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderMenu();

    await user.click(screen.getByRole('button', { name: triggerName }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(episodeUrl);
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Share it with your friends and family.')).toBeInTheDocument();
    // The menu's own trigger (Radix's) has taken the plain button's place, and has focus back.
    const trigger = screen.getByRole('button', { name: triggerName });
    expect(trigger).toHaveFocus();
    expect(trigger.querySelector('.lucide-check')).not.toBeNull();

    act(() => {
      jest.advanceTimersByTime(copyConfirmationMs - 100);
    });
    expect(trigger.querySelector('.lucide-check')).not.toBeNull();

    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(trigger.querySelector('.lucide-check')).toBeNull();
    expect(trigger.querySelector('.lucide-share-2')).not.toBeNull();
  });

  describe('"Share at current time"', () => {
    let controller: PlaybackController | null = null;
    function GrabController() {
      controller = usePlayback();
      return null;
    }
    const renderOnEpisodePage = () =>
      render(
        <SiteConfigProvider site={defaultSiteConfig}>
          <PlaybackProvider>
            <GrabController />
            <ShareMenu episodeId={7} episodeTitle="Budgeting as a Team" />
          </PlaybackProvider>
          <Toaster />
        </SiteConfigProvider>,
      );

    it('copies the link at the player\'s whole second and shows "Link copied!"', async () => {
      const user = userEvent.setup();
      const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      renderOnEpisodePage();
      act(() => controller?.publish({ time: 754.8, playing: true }));

      await user.click(screen.getByRole('button', { name: triggerName }));
      await user.click(await screen.findByRole('menuitem', { name: 'Share at current time' }));

      expect(writeText).toHaveBeenCalledWith(`${episodeUrl}?t=754`);
      expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    });

    it('is not offered before the player has moved, nor beside a player the page does not follow', async () => {
      const user = userEvent.setup();
      const { unmount } = renderOnEpisodePage();
      await user.click(screen.getByRole('button', { name: triggerName }));
      expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Share at current time' })).not.toBeInTheDocument();
      unmount();

      renderMenu();
      await user.click(screen.getByRole('button', { name: triggerName }));
      expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Share at current time' })).not.toBeInTheDocument();
    });
  });

  it.each([
    ['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php', { u: episodeUrl }],
    ['Share on Twitter', 'https://twitter.com/intent/tweet', { url: episodeUrl, text: 'Money Together: Budgeting as a Team' }],
    ['Share on LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/', { url: episodeUrl }],
  ])('"%s" opens a 600x400 window at the network\'s sharing address', async (item, address, params) => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderMenu();

    await user.click(screen.getByRole('button', { name: triggerName }));
    await user.click(await screen.findByRole('menuitem', { name: item }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0];
    const opened = new URL(String(url));
    expect(opened.origin + opened.pathname).toBe(address);
    expect(Object.fromEntries(opened.searchParams)).toEqual(params);
    expect(target).toBe('_blank');
    expect(features).toBe('width=600,height=400,noopener,noreferrer');
  });

  it('offers the native share sheet only where the browser has one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMenu();
    await user.click(screen.getByRole('button', { name: triggerName }));
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'More options…' })).not.toBeInTheDocument();
    unmount();

    const share = jest.fn<(data?: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    try {
      renderMenu();
      await user.click(screen.getByRole('button', { name: triggerName }));
      await user.click(await screen.findByRole('menuitem', { name: 'More options…' }));
      expect(share).toHaveBeenCalledWith({ title: 'Budgeting as a Team', text: 'Money Together: Budgeting as a Team', url: episodeUrl });
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('is a plain button until used, the same on the server as in the browser', () => {
    const markup = renderToString(
      <SiteConfigProvider site={defaultSiteConfig}>
        <ShareMenu episodeId={7} episodeTitle="Budgeting as a Team" />
      </SiteConfigProvider>,
    );
    expect(markup).toContain(`aria-label="${triggerName}"`);
    expect(markup).toContain('aria-haspopup="menu"');
    expect(markup).toContain('aria-expanded="false"');
    // No Suspense boundary: on the server React would stream it behind an inline script the CSP refuses.
    expect(markup).not.toContain('<!--$');
    renderMenu();
    expect(screen.getByRole('button', { name: triggerName })).not.toHaveAttribute('id');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opened from the keyboard, focuses its first item; Escape closes it and focuses its button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    expect(screen.getByRole('button', { name: triggerName })).toHaveFocus();
    await user.keyboard('{Enter}');
    const copy = await screen.findByRole('menuitem', { name: 'Copy link' });
    expect(copy).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Share on Facebook' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: triggerName })).toHaveFocus();
    expect(screen.getByRole('button', { name: triggerName })).toHaveAttribute('aria-expanded', 'false');
  });
});

import { useEffect, useRef, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Clock, Link2, Share2 } from 'lucide-react';
// toast() rather than useToast(): the hook would re-render every card's menu whenever any toast changes.
import { preloadToasts, toast, Tooltip } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';
import { usePlaybackState } from './playback.js';
import { episodeLink, episodeLinkAt, shareText, shareUrl, shareWindowFeatures, type ShareNetwork } from './share-links.js';
import { copyConfirmationMs, ShareTrigger, type OpenedBy, type ShareMenuProps } from './share-trigger.js';
import { FacebookIcon, LinkedinIcon, TwitterIcon } from '../layout/index.js';

const networks: readonly { network: ShareNetwork; label: string; Icon: typeof FacebookIcon }[] = [
  { network: 'facebook', label: 'Share on Facebook', Icon: FacebookIcon },
  { network: 'twitter', label: 'Share on Twitter', Icon: TwitterIcon },
  { network: 'linkedin', label: 'Share on LinkedIn', Icon: LinkedinIcon },
];

/** Copies through the Clipboard API, else the legacy selection command (plain-HTTP hosts lack the API). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

const itemClass = `flex min-h-9 cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-950 dark:text-slate-100 dark:data-[highlighted]:bg-slate-700 dark:data-[highlighted]:text-white`;

/**
 * The share menu once asked for (share-menu.tsx loads it): copy link, Facebook, Twitter, LinkedIn, and
 * the native share sheet where the browser has one. It mounts open, in place of the plain button.
 */
export default function ShareMenuDropdown({ episodeId, episodeTitle, openedBy }: ShareMenuProps & { openedBy: OpenedBy }) {
  const { productName } = useSiteConfig();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const firstOpen = useRef(true);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Copying ends in a toast: the toast region loads while the visitor picks an item.
  useEffect(() => {
    void preloadToasts();
  }, []);

  const link = () => episodeLink(window.location.origin, episodeId);
  const text = shareText(productName, episodeTitle);

  const copyLink = async (url: string) => {
    try {
      await copyText(url);
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copyConfirmationMs);
    toast({ title: 'Link copied!', description: 'Share it with your friends and family.' });
  };

  const CopyIcon = copied ? Check : Link2;

  return (
    <DropdownMenu.Root defaultOpen>
      <Tooltip content="Share this episode">
        <DropdownMenu.Trigger asChild>
          <ShareTrigger episodeTitle={episodeTitle} copied={copied} />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          onFocus={(event) => {
            // Radix focuses the first item when a key opened the menu, but it was not listening yet for
            // the key that asked for it: do it on the first opening, when Radix focuses the menu itself.
            if (event.target !== event.currentTarget || !firstOpen.current) return;
            firstOpen.current = false;
            if (openedBy === 'keyboard') event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void copyLink(link())}>
            <CopyIcon aria-hidden="true" className={`size-4 ${copied ? 'text-emerald-700 dark:text-emerald-300' : ''}`} />
            {copied ? 'Link copied' : 'Copy link'}
          </DropdownMenu.Item>
          <ShareAtTimeItem onCopy={(seconds) => void copyLink(episodeLinkAt(window.location.origin, episodeId, seconds))} />
          {networks.map(({ network, label, Icon }) => (
            <DropdownMenu.Item key={network} className={itemClass} onSelect={() => window.open(shareUrl(network, link(), text), '_blank', shareWindowFeatures)}>
              <Icon className="size-4" />
              {label}
            </DropdownMenu.Item>
          ))}
          <NativeShareItem data={() => ({ title: episodeTitle, text, url: link() })} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * "Share at current time": the link with `?t=` at the player's position. Offered only once the episode
 * page's player (the PlaybackProvider's) has moved past the start; an episode card has none.
 */
function ShareAtTimeItem({ onCopy }: { onCopy: (seconds: number) => void }) {
  const seconds = usePlaybackState((state) => Math.floor(state.time));
  if (seconds <= 0) return null;
  return (
    <DropdownMenu.Item className={itemClass} onSelect={() => onCopy(seconds)}>
      <Clock aria-hidden="true" className="size-4" />
      Share at current time
    </DropdownMenu.Item>
  );
}

/**
 * The Web Share API's sheet, where the browser has one. Rendered only inside the open menu, so the
 * `navigator` check never runs on the server.
 */
function NativeShareItem({ data }: { data: () => ShareData }) {
  if (typeof navigator.share !== 'function') return null;
  const share = async () => {
    try {
      await navigator.share(data());
    } catch {
      // Dismissing the share sheet rejects with AbortError: nothing to report.
    }
  };
  return (
    <DropdownMenu.Item className={itemClass} onSelect={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      More options…
    </DropdownMenu.Item>
  );
}

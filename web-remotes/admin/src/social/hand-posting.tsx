import { Copy, Download } from 'lucide-react';
import { Button, toast } from '@harmony/ui';
import { secondaryLinkClass } from '../common/index.js';
import type { SocialPost } from './social-api.js';

const handPostable: ReadonlySet<SocialPost['status']> = new Set(['approved', 'scheduled', 'published']);

/**
 * A post whose platform has no connected account (issue 26) is posted by hand: the text to the clipboard,
 * the image or clip as a download, then "Mark as published".
 */
export function HandPosting({ post, heading }: { post: SocialPost; heading: string }) {
  if (!handPostable.has(post.status)) return null;

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(post.content);
      toast({ title: 'Text copied', description: `The text of the ${heading} is on the clipboard.` });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the text and copy it by hand.', variant: 'destructive' });
    }
  };
  const downloads = [
    { href: post.imageUrl, label: 'Download image' },
    { href: post.videoUrl, label: 'Download clip' },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => void copyText()}>
        <Copy aria-hidden="true" className="size-4" />
        Copy text
        <span className="sr-only"> of the {heading}</span>
      </Button>
      {downloads.map(({ href, label }) => (
        <a key={label} href={href} download className={secondaryLinkClass}>
          <Download aria-hidden="true" className="size-4" />
          {label}
          <span className="sr-only"> of the {heading}</span>
        </a>
      ))}
    </div>
  );
}

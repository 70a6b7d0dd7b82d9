import { Injectable } from '@nestjs/common';
import { escapeMarkup, MediaStorage } from '@harmony/platform';
import { DemoIllustrations } from '../../application/demo-illustrations.js';

const PALETTES = [
  ['#fef3c7', '#f59e0b', '#92400e'],
  ['#dcfce7', '#22c55e', '#14532d'],
  ['#e0e7ff', '#6366f1', '#312e81'],
  ['#fce7f3', '#ec4899', '#831843'],
  ['#cffafe', '#06b6d4', '#164e63'],
  ['#ffedd5', '#f97316', '#7c2d12'],
];

/** An abstract, calm illustration: two overlapping circles (the couple) over soft hills. */
export function renderIllustration(seed: number, caption: string): string {
  const [background, accent, ink] = PALETTES[seed % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img" aria-label="${escapeMarkup(caption)}">
<rect width="1200" height="630" fill="${background}"/>
<path d="M0 470 C 300 380 500 560 800 460 S 1100 400 1200 440 V630 H0 Z" fill="${accent}" fill-opacity="0.35"/>
<path d="M0 530 C 250 480 600 620 900 520 S 1150 500 1200 520 V630 H0 Z" fill="${accent}" fill-opacity="0.55"/>
<circle cx="540" cy="260" r="120" fill="${accent}" fill-opacity="0.8"/>
<circle cx="660" cy="260" r="120" fill="${ink}" fill-opacity="0.55"/>
</svg>
`;
}

const seedOf = (slug: string): number => [...slug].reduce((sum, character) => sum + character.charCodeAt(0), 0);

@Injectable()
export class GeneratedDemoIllustrations extends DemoIllustrations {
  constructor(private readonly storage: MediaStorage) {
    super();
  }

  createIllustration(slug: string, caption: string): Promise<string> {
    return this.storage.save(`demo/blog/${slug}.svg`, renderIllustration(seedOf(slug), caption));
  }
}

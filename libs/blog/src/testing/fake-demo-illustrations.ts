import { DemoIllustrations } from '../application/demo-illustrations.js';

export class FakeDemoIllustrations extends DemoIllustrations {
  async createIllustration(slug: string): Promise<string> {
    return `/media/test/${slug}.svg`;
  }
}

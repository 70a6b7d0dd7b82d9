import { ArticleRenderer } from '../application/article-renderer.js';

/** What the fake makes of an article's markdown: visibly "rendered", without marked or a DOM. */
export const fakeRendered = (content: string): string => `[rendered]${content}`;

/** An ArticleRenderer that records what it was given; the marked adapter is tested on its own. */
export class FakeArticleRenderer extends ArticleRenderer {
  readonly rendered: string[] = [];

  render(content: string): string {
    this.rendered.push(content);
    return fakeRendered(content);
  }
}

/**
 * Renders an article's light markdown to HTML that is safe to put into a page. Write use cases run it
 * once, through `draftArticle`, and the result is stored: reads never render (ARCHITECTURE §10).
 */
export abstract class ArticleRenderer {
  abstract render(content: string): string;
}

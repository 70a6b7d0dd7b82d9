/** Makes the illustration a demo article shows, so a fresh install has images in its posts. */
export abstract class DemoIllustrations {
  /** Returns the public URL of an illustration for the article. */
  abstract createIllustration(slug: string, caption: string): Promise<string>;
}

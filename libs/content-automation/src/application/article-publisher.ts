/** The blog article a draft becomes. */
export interface ArticleToPublish {
  readonly title: string;
  readonly excerpt: string;
  readonly content: string;
  readonly imageUrl: string | null;
  /** True: public at once; false: kept as an unpublished article to finish in the Article Manager. */
  readonly published: boolean;
}

export interface PublishedArticle {
  readonly id: number;
  readonly slug: string;
  readonly published: boolean;
}

/** The blog context, as "Publish as article" needs it. */
export abstract class ArticlePublisher {
  abstract publish(article: ArticleToPublish): Promise<PublishedArticle>;
}

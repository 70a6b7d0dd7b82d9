import { Injectable } from '@nestjs/common';
import { MediaRenders, type MediaRender } from '../domain/index.js';

/** The renders of the media the cards show, looked up by the URLs they show them at, in one read per list. */
@Injectable()
export class FindShownMedia {
  constructor(private readonly media: MediaRenders) {}

  async of<T>(items: readonly T[], urlsOf: (item: T) => readonly (string | null)[]): Promise<(item: T) => MediaRender[]> {
    const shown = (item: T) => urlsOf(item).filter((url): url is string => url !== null);
    const byUrl = new Map((await this.media.atUrls(items.flatMap(shown))).map((medium) => [medium.url, medium]));
    return (item) => shown(item).flatMap((url) => byUrl.get(url) ?? []);
  }
}

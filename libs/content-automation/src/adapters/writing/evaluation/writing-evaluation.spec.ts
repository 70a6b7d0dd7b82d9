import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OfflineContentWriter } from '../offline-content-writer.js';
import { briefOf, DRAFT_MIN_WORDS, scorePosts, scoreWriting, type EvaluationItem } from './writing-evaluation.js';

const items: EvaluationItem[] = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(import.meta.dirname, name), 'utf8')) as EvaluationItem);

describe('the built-in writer against the evaluation set', () => {
  const writer = new OfflineContentWriter();

  it('has at least 8 episodes, short and long, with and without a transcript, each with named topics', () => {
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.some((item) => item.transcript === null)).toBe(true);
    expect(items.some((item) => (item.transcript ?? '').split(' ').length > 1_200)).toBe(true);
    for (const item of items) expect(item.namedTopics.length).toBeGreaterThan(0);
  });

  describe.each(items.map((item) => [`episode ${item.number}, ${item.title}`, item] as const))('%s', (_, item) => {
    it('keeps the bar on every platform: no sentence said twice, no markdown, no topic or hashtag off the list, within the limits', async () => {
      const brief = briefOf(item);
      const score = scoreWriting(item, await writer.writeEpisodeContent(brief), writer.topicsOf(brief));
      for (const platform of score.platforms) expect(platform).toEqual({ platform: platform.platform, posts: 3, repeatedSentences: 0, markdown: 0, offTopicTags: 0, overLimit: 0 });
      expect(score.offTopicTopics).toEqual([]);
      expect(score.videoMarkdown).toBe(0);
      expect(score.draftRepeats).toBe(0);
      if (score.draftExpected) expect(score.draftWords).toBeGreaterThanOrEqual(DRAFT_MIN_WORDS);
    });

    it('keeps it when the owner asks for more posts: a "Generate posts" run of 12 after the first', async () => {
      const brief = briefOf(item);
      const first = await writer.writeEpisodeContent(brief);
      const more = await writer.writeSocialPosts(brief, 12, first.socialPosts.map((post) => post.content));
      for (const platform of scorePosts(item, more)) expect(platform).toEqual({ platform: platform.platform, posts: 3, repeatedSentences: 0, markdown: 0, offTopicTags: 0, overLimit: 0 });
    });
  });
});

import { generatedContentContract } from './generated-content.contract.js';
import { InMemoryGeneratedContent } from './in-memory-generated-content.js';

describe(InMemoryGeneratedContent.name, () => {
  generatedContentContract(async () => {
    const content = new InMemoryGeneratedContent();
    return { content, media: content.media, posts: content.posts, episodeIds: [1, 2] };
  });
});

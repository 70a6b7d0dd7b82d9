import { InMemorySocialMediaPosts } from './in-memory-social-media-posts.js';
import { socialMediaPostsContract } from './social-media-posts.contract.js';

describe(InMemorySocialMediaPosts.name, () => {
  socialMediaPostsContract(async () => {
    const posts = new InMemorySocialMediaPosts();
    return { posts, episodeIds: [1, 2], restamp: async (id, at) => posts.restamp(id, at) };
  });
});

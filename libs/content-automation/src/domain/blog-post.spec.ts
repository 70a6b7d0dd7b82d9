import { InvalidInput } from '@harmony/platform/domain';
import { thrownBy } from '../testing/thrown.js';
import { InvalidStatusTransition } from './content-automation.errors.js';
import { BLOG_POST_STATUSES, blogContentProblem, draftBlogPost, transitionBlogPost, type BlogPostDraft, type BlogPostStatus } from './blog-post.js';

const paragraph =
  'Money fights are rarely about money. They are about safety, freedom and the stories each partner grew up with. ' +
  'In this episode we walk through the one conversation every couple should have before merging accounts. ';

/** A draft that keeps every rule: a section, key takeaways with bullets, well over 600 characters. */
const validContent = ['# Spender meets saver', '', paragraph, '', '## Why it matters', '', paragraph, paragraph, '', '## Key takeaways', '', '- Talk about values before numbers.', '- Agree on a shared account for shared costs.'].join('\n');

/** `content` padded to exactly `length` characters with a paragraph placed before the key takeaways. */
const withLength = (length: number): string => {
  const head = '## Why it matters\n\n';
  const tail = '\n\n## Key takeaways\n\n- Talk before you merge.';
  return head + 'x'.repeat(length - head.length - tail.length) + tail;
};

describe('blog post statuses (SPEC §4)', () => {
  const legal = new Set(['draft>published', 'draft>scheduled', 'scheduled>published', 'scheduled>draft']);
  const pairs = BLOG_POST_STATUSES.flatMap((from) => BLOG_POST_STATUSES.map((to) => [from, to] as const));
  const post = (status: BlogPostStatus): BlogPostDraft => ({
    episodeId: 3,
    title: 'T',
    content: validContent,
    excerpt: 'E',
    imageUrl: null,
    status,
    scheduledFor: status === 'scheduled' ? new Date('2030-01-01T00:00:00Z') : null,
    publishedAt: null,
  });
  const now = new Date('2026-03-02T09:00:00Z');
  const scheduledFor = new Date('2026-04-01T09:00:00Z');

  it('are draft, scheduled and published', () => {
    expect(BLOG_POST_STATUSES).toEqual(['draft', 'scheduled', 'published']);
  });

  it.each(pairs.filter(([from, to]) => legal.has(`${from}>${to}`)))('lets a blog post move from %s to %s', (from, to) => {
    expect(transitionBlogPost(post(from), to, { now, scheduledFor }).status).toBe(to);
  });

  it.each(pairs.filter(([from, to]) => !legal.has(`${from}>${to}`)))('refuses to move a blog post from %s to %s (409)', (from, to) => {
    const error = thrownBy(InvalidStatusTransition, () => transitionBlogPost(post(from), to, { now, scheduledFor }));
    expect(error).toMatchObject({ code: 'invalid-status-transition', kind: 'conflict', subject: 'blog post', from, to });
    expect(error.message).toContain(`from "${from}" to "${to}"`);
  });

  it('stamps a publication, drops a called-off plan, and answers an unknown status with a 400', () => {
    expect(transitionBlogPost(post('draft'), 'published', { now })).toMatchObject({ status: 'published', publishedAt: now });
    expect(transitionBlogPost(post('scheduled'), 'draft', { now })).toMatchObject({ status: 'draft', scheduledFor: null });
    expect(thrownBy(InvalidInput, () => transitionBlogPost(post('draft'), 'archived')).fieldErrors).toEqual([
      { field: 'status', message: '"archived" is not a blog post status: use one of draft, scheduled, published.' },
    ]);
  });
});

describe(blogContentProblem.name, () => {
  it('accepts a draft with a section, key takeaways and 600 characters or more', () => {
    expect(validContent.length).toBeGreaterThan(600);
    expect(blogContentProblem(validContent)).toBeNull();
  });

  it.each([
    [599, 'The blog post must be at least 600 characters long: this one has 599.'],
    [600, null],
    [601, null],
  ])('measures %i characters: %p', (length, problem) => {
    expect(withLength(length)).toHaveLength(length);
    expect(blogContentProblem(withLength(length))).toBe(problem);
  });

  it('measures the text trimmed', () => {
    expect(blogContentProblem(`   \n${withLength(599)}\n\n  `)).toBe('The blog post must be at least 600 characters long: this one has 599.');
  });

  it('wants a section heading besides the key takeaways', () => {
    const onlyTakeaways = `${paragraph.repeat(4)}\n\n## Key takeaways\n\n- One thing.`;
    expect(blogContentProblem(onlyTakeaways)).toBe('Give the blog post at least one section heading, a line such as "## Why it matters".');
    // A "#" that starts no heading: a hashtag, a heading marker without a space, a line of code.
    expect(blogContentProblem(`#money\n\n#Heading\n\n\`\`\`\n# not a heading\n\`\`\`\n\n${onlyTakeaways}`)).toBe(
      'Give the blog post at least one section heading, a line such as "## Why it matters".',
    );
  });

  it('wants a key takeaways heading with at least one list item under it', () => {
    const problem = 'Add the key takeaways: a "## Key takeaways" heading with at least one bullet point under it.';
    const body = `## Why it matters\n\n${paragraph.repeat(4)}`;
    expect(blogContentProblem(body)).toBe(problem);
    expect(blogContentProblem(`${body}\n\nKey takeaways: talk early.`)).toBe(problem);
    expect(blogContentProblem(`${body}\n\n## Key takeaways\n\nTalk early and often.`)).toBe(problem);
    // The list must sit under the key takeaways heading, not under the next one.
    expect(blogContentProblem(`## Key takeaways\n\nSoon.\n\n${body}\n\n- a list elsewhere`)).toBe(problem);
    // A takeaways heading inside fenced code does not count.
    expect(blogContentProblem(`${body}\n\n\`\`\`md\n## Key takeaways\n- Example\n\`\`\``)).toBe(problem);
  });

  it.each([
    '## Key takeaways\n\n- Talk early.',
    '### Key Takeaways:\n\n* Talk early.',
    '# KEY TAKEAWAYS\n+ Talk early.',
    '## Key takeaways ##\n\n1. Talk early.\n2. Budget together.',
    '## Key takeaways\n\n3) Talk early.',
  ])('accepts the key takeaways written as %p, wherever they stand', (takeaways) => {
    expect(blogContentProblem(`## Why it matters\n\n${paragraph.repeat(4)}\n\n${takeaways}`)).toBeNull();
    expect(blogContentProblem(`${takeaways}\n\n## Why it matters\n\n${paragraph.repeat(4)}`)).toBeNull();
  });
});

describe(draftBlogPost.name, () => {
  const valid = { episodeId: 3, title: '  Spender Meets Saver ', content: `\n${validContent}\n`, excerpt: ' One talk before you merge accounts. ' };

  it('stores a checked post as a draft (SPEC §9), trimmed', () => {
    expect(draftBlogPost(valid)).toEqual({
      episodeId: 3,
      title: 'Spender Meets Saver',
      content: validContent,
      excerpt: 'One talk before you merge accounts.',
      imageUrl: null,
      status: 'draft',
      scheduledFor: null,
      publishedAt: null,
    });
  });

  it('reports every broken rule with its field', () => {
    const error = thrownBy(InvalidInput, () => draftBlogPost({ episodeId: 1.5, title: ' ', excerpt: '', content: 'Too short.' }));
    expect(error.code).toBe('invalid-blog-post');
    expect(error.fieldErrors).toEqual([
      { field: 'episodeId', message: 'The episode id must be a whole number of 1 or more.' },
      { field: 'title', message: 'The blog post title is required.' },
      { field: 'excerpt', message: 'The excerpt is required.' },
      { field: 'content', message: 'The blog post must be at least 600 characters long: this one has 10.' },
    ]);
  });
});

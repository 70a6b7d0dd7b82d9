import { findAddressProblem, findBodyProblem, findPercentEncodingProblem, findUnreadableCharacter, MAX_BODY_DEPTH } from './request-hygiene.js';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)]);

describe(findUnreadableCharacter.name, () => {
  it.each(['', 'Ann', 'Zoë & Léa 💸', 'line one\nline two\r\n\tindented'])('reads %j', (text) => {
    expect(findUnreadableCharacter(text, { lineBreaks: true })).toBeNull();
  });

  it.each([
    ['a\u0000b', 'a NUL character (U+0000)'],
    ['bell\u0007', 'a control character (U+0007)'],
    ['escape\u001b[31m', 'a control character (U+001B)'],
    ['delete\u007f', 'a control character (U+007F)'],
    ['a\ud800b', 'a broken character (half of a UTF-16 surrogate pair, U+D800)'],
    ['\udc00', 'a broken character (half of a UTF-16 surrogate pair, U+DC00)'],
    ['trailing high \ud83d', 'a broken character (half of a UTF-16 surrogate pair, U+D83D)'],
  ])('names what is wrong in %j', (text, what) => {
    expect(findUnreadableCharacter(text, { lineBreaks: true })).toBe(what);
  });

  it('refuses line breaks and tabs where a name cannot hold them', () => {
    expect(findUnreadableCharacter('a\nb', { lineBreaks: false })).toBe('a control character (U+000A)');
    expect(findUnreadableCharacter('a\tb', { lineBreaks: false })).toBe('a control character (U+0009)');
  });
});

describe(findPercentEncodingProblem.name, () => {
  const problemOf = (text: string) => findPercentEncodingProblem(Buffer.from(text, 'latin1'), 'The form', { lineBreaks: true });

  it.each(['', 'name=Ann&email=ann%40example.com', 'name=Zo%C3%AB', 'message=line%0Aline', 'emoji=%F0%9F%92%B8', 'plus=a+b'])('reads %j', (text) => {
    expect(problemOf(text)).toBeNull();
  });

  it.each([
    ['name=%E0%A4%A', '"%A"'],
    ['name=%', '"%"'],
    ['name=%zz', '"%"'],
    ['name=%4', '"%4"'],
  ])('shows the broken escape of %j', (text, escape) => {
    expect(problemOf(text)).toBe(`The form has a broken percent-encoding (${escape}): a % must be followed by two hexadecimal digits.`);
  });

  it.each(['name=%C3%28', 'name=%FF', 'name=%C0%AF', 'name=%ED%A0%80'])('refuses %j, which is not UTF-8 (overlong and surrogate forms included)', (text) => {
    expect(problemOf(text)).toBe('The form has percent-encoded bytes that are not UTF-8 text.');
  });

  it('refuses raw bytes that are not UTF-8 as well as encoded ones', () => {
    expect(findPercentEncodingProblem(Buffer.from([0x61, 0x3d, 0xc3, 0x28]), 'The form', { lineBreaks: true })).toBe('The form has percent-encoded bytes that are not UTF-8 text.');
  });

  it('refuses a NUL once decoded', () => {
    expect(problemOf('name=a%00b')).toBe('The form contains a NUL character (U+0000), which is not allowed.');
  });
});

describe(findAddressProblem.name, () => {
  it.each(['/', '/api/episodes', '/api/episodes?limit=10&offset=20', '/blog/z%C3%B6e', '/api/blog-articles/the-monthly-money-date', '/a/b/c.d', '/media/covers/ep-1.jpg'])(
    'reads %j',
    (target) => expect(findAddressProblem(target)).toBeNull(),
  );

  it.each([
    ['/api/blog-articles/%00', 'The address path contains a NUL character (U+0000), which is not allowed.'],
    ['/api/episodes/%E0%A4%A', 'The address path has a broken percent-encoding ("%A"): a % must be followed by two hexadecimal digits.'],
    ['/blog/%C3%28', 'The address path has percent-encoded bytes that are not UTF-8 text.'],
    ['/blog/%0A', 'The address path contains a control character (U+000A), which is not allowed.'],
    ['/api/episodes?limit=%00', 'The query string contains a NUL character (U+0000), which is not allowed.'],
    ['/api/health?q=x%0D%0ASet-Cookie:%20a', 'The query string contains a control character (U+000D), which is not allowed.'],
    ['/api/episodes?limit=%G1', 'The query string has a broken percent-encoding ("%"): a % must be followed by two hexadecimal digits.'],
    ['/api/episodes?%FF=1', 'The query string has percent-encoded bytes that are not UTF-8 text.'],
    ['/blog/\u00c3\u0028', 'The address contains a character outside ASCII (U+00C3) that must be percent-encoded.'],
    ['/blog/a b', 'The address contains a space that must be percent-encoded.'],
    ['/blog/a\u0000', 'The address contains a control character (U+0000) that must be percent-encoded.'],
  ])('refuses %j', (target, problem) => {
    expect(findAddressProblem(target)).toBe(problem);
  });

  it.each(['/media/../../etc/passwd', '/media/%2e%2e/%2E%2E/etc/passwd', '/media/..%2f..%2fetc%2fpasswd', '/remotes/site/..%5Cserver', '/./api/health', '/blog/a%2Fb'])(
    'refuses the path traversal %j',
    (target) => expect(findAddressProblem(target)).toBe('The address path contains a "." or ".." segment or an encoded slash, which no page or file here is named with.'),
  );

  it('reads dots inside a name, and a query that holds ".." or an encoded slash', () => {
    expect(findAddressProblem('/blog/a..b/.well-known?next=%2F..%2Fadmin')).toBeNull();
    expect(findAddressProblem('/blog/a..b/.well-known?next=/../admin')).toBeNull();
  });

  it.each(['/media/..', '/media/.?download=1', '../etc/passwd', '/a//../b'])('refuses the unescaped dot segment in %j as it refuses an escaped one', (target) => {
    expect(findAddressProblem(target)).toBe(findAddressProblem(target.replaceAll('.', '%2e')));
    expect(findAddressProblem(target)).toMatch(/"\." or "\.\." segment/);
  });
});

describe(findBodyProblem.name, () => {
  it.each([undefined, null, 42, true, {}, [], { email: 'ann@example.com', tags: ['a', 'b'] }, { message: 'Dear hosts,\n\n\tthank you 💸' }])('takes %j', (body) => {
    expect(findBodyProblem(body)).toBeNull();
  });

  it('names the field holding text it cannot take, through arrays and objects', () => {
    expect(findBodyProblem({ email: 'a\ud800b@example.com' })).toEqual({
      field: 'email',
      message: 'email contains a broken character (half of a UTF-16 surrogate pair, U+D800), which text cannot hold.',
    });
    expect(findBodyProblem({ tags: ['fine', 'bad\u0000'] })).toMatchObject({ field: 'tags[1]' });
    expect(findBodyProblem({ address: { city: 'x\u0001' } })).toMatchObject({ field: 'address.city' });
    expect(findBodyProblem('\u0000')).toEqual({ message: 'The request body contains a NUL character (U+0000), which text cannot hold.' });
  });

  it('refuses a field name it cannot take, without echoing it', () => {
    expect(findBodyProblem({ 'na\u0000me': 'Ann' })).toEqual({ message: 'A field name in the request body contains a NUL character (U+0000), which is not allowed.' });
  });

  it(`takes ${MAX_BODY_DEPTH} levels of nesting and refuses one more`, () => {
    expect(findBodyProblem(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(findBodyProblem(nested(MAX_BODY_DEPTH + 1))).toEqual({ message: `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.` });
  });

  it('refuses 5 000 levels without exhausting the stack', () => {
    expect(findBodyProblem(JSON.parse('['.repeat(5000) + ']'.repeat(5000)))).toMatchObject({ message: expect.stringContaining('nested more than') });
  });
});

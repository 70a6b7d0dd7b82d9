import { everyPage, pageLimits, pageOf, type PageRequest } from './page.js';

describe(everyPage.name, () => {
  const list = (size: number) => Array.from({ length: size }, (_, index) => index);

  it.each([0, 1, pageLimits.maxLimit, pageLimits.maxLimit + 1, 2 * pageLimits.maxLimit + 30])('reads all %i items, page after page at the largest size', async (size) => {
    const asked: PageRequest[] = [];
    const all = await everyPage(async (request) => {
      asked.push(request);
      return pageOf(list(size).slice(request.offset, request.offset + request.limit), size, request);
    });
    expect(all).toEqual(list(size));
    expect(asked.every((request) => request.limit === pageLimits.maxLimit)).toBe(true);
    expect(asked).toHaveLength(Math.max(1, Math.ceil(size / pageLimits.maxLimit)));
  });

  it('stops when the total is reached, even if the last page is full', async () => {
    let reads = 0;
    await everyPage(async (request) => {
      reads += 1;
      return pageOf(list(pageLimits.maxLimit), pageLimits.maxLimit, request);
    });
    expect(reads).toBe(1);
  });
});

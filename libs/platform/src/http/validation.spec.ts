import { InvalidRequest } from './invalid-request.error.js';
import { LARGEST_ID, WholeNumberParam } from './validation.js';

describe(WholeNumberParam.name, () => {
  const articleId = new WholeNumberParam('article id');

  it.each(['1', '42', '0042', String(LARGEST_ID)])('reads %s as an id', (value) => {
    expect(articleId.transform(value)).toBe(Number(value));
  });

  it.each(['abc', '-1', '1.5', '1e3', '0x10', '', ' 1', '99999999999999999999'])('refuses %j: not a whole number', (value) => {
    expect(() => articleId.transform(value)).toThrow(new InvalidRequest('The article id must be a whole number.'));
  });

  // Every key is a Postgres integer: asking for a larger one is a database error (500), not "not found".
  it.each(['0', '2147483648', '9999999999999', '999999999999999'])('refuses %s: no row can have it', (value) => {
    let refusal: unknown;
    try {
      articleId.transform(value);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(InvalidRequest);
    expect(refusal).toMatchObject({
      message: 'The article id must be a whole number from 1 to 2147483647.',
      fieldErrors: [{ field: 'article id', message: 'The article id must be a whole number from 1 to 2147483647.' }],
    });
  });
});

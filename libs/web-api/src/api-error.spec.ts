import { apiErrorDetail, apiFieldErrors, apiRefusal, httpErrorMessage, isApiNotFound, isApiUnauthorized, toApiError } from './api-error.js';
import { createAppStore } from './root-reducer.js';
import { episodesApi } from './episodes.js';

describe(httpErrorMessage.name, () => {
  it('uses the problem+json detail', () => {
    expect(httpErrorMessage(404, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Episode 7 was not found', code: 'EPISODE_NOT_FOUND' }, 'Not Found')).toBe(
      '404: Episode 7 was not found',
    );
  });

  it('falls back to the body text', () => {
    expect(httpErrorMessage(502, 'Bad gateway from upstream\n', 'Bad Gateway')).toBe('502: Bad gateway from upstream');
  });

  it('uses a JSON body without detail as text', () => {
    expect(httpErrorMessage(400, { message: 'nope' }, 'Bad Request')).toBe('400: {"message":"nope"}');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(httpErrorMessage(503, '', 'Service Unavailable')).toBe('503: Service Unavailable');
    expect(httpErrorMessage(500, null, 'Internal Server Error')).toBe('500: Internal Server Error');
    expect(httpErrorMessage(500, { detail: '  ' }, 'Internal Server Error')).toBe('500: {"detail":"  "}');
  });

  it('is just the status when nothing else is known', () => {
    expect(httpErrorMessage(500, undefined)).toBe('500');
  });
});

describe(toApiError.name, () => {
  it('keeps the problem code', () => {
    expect(toApiError({ status: 409, data: { detail: 'Already subscribed', code: 'DUPLICATE_SUBSCRIPTION' } })).toEqual({
      status: 409,
      message: '409: Already subscribed',
      code: 'DUPLICATE_SUBSCRIPTION',
    });
  });

  it('keeps the problem field errors, and only well-formed ones', () => {
    const data = {
      detail: 'Please check the highlighted fields',
      code: 'invalid-submission',
      errors: [{ field: 'email', message: 'Please enter a valid email address' }, { field: 'name' }, 'junk', { field: 'subject', message: 'Subject is required', extra: 1 }],
    };
    expect(toApiError({ status: 400, data })).toEqual({
      status: 400,
      message: '400: Please check the highlighted fields',
      code: 'invalid-submission',
      fieldErrors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'subject', message: 'Subject is required' },
      ],
    });
    expect(apiFieldErrors(toApiError({ status: 400, data }))).toHaveLength(2);
    expect(apiFieldErrors(toApiError({ status: 500, data: { detail: 'boom' } }))).toEqual([]);
    expect(apiFieldErrors(undefined)).toEqual([]);
  });

  it('uses the raw text of an unparseable body', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 500, data: '<html>oops</html>', error: 'SyntaxError' })).toEqual({
      status: 500,
      message: '500: <html>oops</html>',
    });
  });

  it('reports network failures as they are', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
  });
});

describe('the api base query', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const store = () => createAppStore();

  it('turns a problem+json answer into `status: detail`, once, with credentials', async () => {
    const calls: Request[] = [];
    globalThis.fetch = async (input) => {
      calls.push(input as Request);
      return new Response(JSON.stringify({ status: 404, title: 'Not Found', detail: 'Episode 9 was not found' }), {
        status: 404,
        statusText: 'Not Found',
        headers: { 'content-type': 'application/problem+json' },
      });
    };
    const result = await store().dispatch(episodesApi.endpoints.getEpisode.initiate(9));
    expect(result.error).toEqual({ status: 404, message: '404: Episode 9 was not found' });
    expect(isApiNotFound(result.error)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url).pathname).toBe('/api/episodes/9');
    expect(calls[0].credentials).toBe('include');
  });

  it('uses the status text for an empty error body', async () => {
    globalThis.fetch = async () => new Response(null, { status: 503, statusText: 'Service Unavailable' });
    const result = await store().dispatch(episodesApi.endpoints.getLatestEpisodes.initiate(3));
    expect(result.error).toEqual({ status: 503, message: '503: Service Unavailable' });
    expect(isApiNotFound(result.error)).toBe(false);
  });

  it('tells a 401 from other errors', () => {
    expect(isApiUnauthorized({ status: 401, message: '401: Please sign in.' })).toBe(true);
    expect(isApiUnauthorized({ status: 404, message: '404: Not Found' })).toBe(false);
    expect(isApiUnauthorized({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(false);
    expect(isApiUnauthorized(undefined)).toBe(false);
  });

  it('reads a refusal as a form shows it: the message and the field errors, none when the error is no api error', () => {
    const refused = toApiError({ status: 400, data: { detail: 'email is invalid', errors: [{ field: 'email', message: 'email is invalid' }] } });
    expect(apiRefusal(refused)).toEqual({ message: '400: email is invalid', fieldErrors: [{ field: 'email', message: 'email is invalid' }] });
    expect(apiRefusal(undefined)).toEqual({ message: undefined, fieldErrors: [] });
  });

  it('gives the detail alone, for a screen that shows the sentence; any other error as its message', () => {
    expect(apiErrorDetail(toApiError({ status: 400, data: { detail: 'This link is not valid.' } }))).toBe('This link is not valid.');
    expect(apiErrorDetail({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe('Failed to fetch');
    expect(apiErrorDetail(toApiError({ status: 500, data: '' }))).toBe('500');
    expect(apiErrorDetail(undefined)).toBeUndefined();
  });
});

import { foreignOriginOf, sendsUrlEncodedForm } from './owner-requests.js';
import { carriesBody } from './request-hygiene.js';

const PUBLIC_ORIGIN = 'https://podcast.example';
const sent = (method: string, headers: Record<string, string>) => ({ method, headers: { host: 'localhost:3000', ...headers } });

describe(foreignOriginOf.name, () => {
  it.each([
    ['the host it was sent to', { origin: 'http://localhost:3000' }],
    ['the host it was sent to, over https through a TLS proxy', { origin: 'https://localhost:3000' }],
    ["PUBLIC_URL's origin, behind a proxy that rewrites the Host", { origin: PUBLIC_ORIGIN, host: 'api:3000' }],
    ['a same-origin fetch, whatever the Host', { 'sec-fetch-site': 'same-origin', origin: PUBLIC_ORIGIN, host: 'api:3000' }],
    ['a request the person made (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ['curl or a server, which sends neither header', {}],
  ])('lets a change from %s through', (_from, headers) => {
    expect(foreignOriginOf(sent('POST', headers), PUBLIC_ORIGIN)).toBeNull();
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }, 'another origin (https://evil.example)'],
    ['another port of the same host', { origin: 'http://localhost:4000' }, 'another origin (http://localhost:4000)'],
    ['a sandboxed page (Origin: null)', { origin: 'null' }, 'another origin (null)'],
    ['a cross-site page, by Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }, 'a cross-site page'],
    ['a sibling subdomain, which SameSite=Strict does not stop', { 'sec-fetch-site': 'same-site', origin: 'https://blog.podcast.example' }, 'a same-site page (https://blog.podcast.example)'],
    ['a cross-site page that also claims the right Origin', { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }, 'a cross-site page (http://localhost:3000)'],
  ])('names %s', (_from, headers, named) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(foreignOriginOf(sent(method, headers), PUBLIC_ORIGIN)).toBe(named);
  });

  it('leaves reads alone: they change nothing, and a link from anywhere may open the back office', () => {
    expect(foreignOriginOf(sent('GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }), PUBLIC_ORIGIN)).toBeNull();
  });

  it('compares with the Host alone without PUBLIC_URL', () => {
    expect(foreignOriginOf(sent('POST', { origin: PUBLIC_ORIGIN }), null)).toBe(`another origin (${PUBLIC_ORIGIN})`);
  });
});

describe(carriesBody.name, () => {
  it.each([
    [{}, false],
    [{ 'content-length': '0' }, false],
    [{ 'content-length': '2' }, true],
    [{ 'transfer-encoding': 'chunked' }, true],
  ])('reads %j as %s', (headers, carries) => {
    expect(carriesBody({ headers })).toBe(carries);
  });
});

describe(sendsUrlEncodedForm.name, () => {
  it('knows a form by its type, parameters and case aside', () => {
    expect(sendsUrlEncodedForm({ headers: { 'content-type': 'Application/X-WWW-Form-Urlencoded; charset=UTF-8', 'content-length': '5' } })).toBe(true);
    expect(sendsUrlEncodedForm({ headers: { 'content-type': 'application/json', 'content-length': '5' } })).toBe(false);
    expect(sendsUrlEncodedForm({ headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' } })).toBe(false);
  });
});

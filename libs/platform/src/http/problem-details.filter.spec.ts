import { HttpException, HttpStatus } from '@nestjs/common';
import { toProblemDetails } from './problem-details.filter.js';
import { MalformedRequest } from './request-hygiene.js';
import { UnsupportedUploadType, UploadTooLarge } from '../upload/upload.errors.js';
import { audioUploadPolicy } from '../upload/upload-policy.js';

// What Nest's Express adapter makes of an error a middleware passes on: an HttpException with it as cause.
const wrapped = (status: number, cause: Error) => new HttpException(cause.message, status, { cause });
const bodyParserError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe(toProblemDetails.name, () => {
  it('answers a domain error wrapped by the framework as the domain error', () => {
    const problem = toProblemDetails(wrapped(HttpStatus.BAD_REQUEST, new MalformedRequest('email contains a NUL character', [{ field: 'email', message: 'email contains a NUL character' }])), '/api/contact');
    expect(problem).toEqual({
      type: '/problems/malformed-request',
      title: 'Bad Request',
      status: 400,
      detail: 'email contains a NUL character',
      code: 'malformed-request',
      instance: '/api/contact',
      errors: [{ field: 'email', message: 'email contains a NUL character' }],
    });
  });

  it.each([
    [HttpStatus.PAYLOAD_TOO_LARGE, bodyParserError('request entity too large', { type: 'entity.too.large', limit: 32768 }), 'The request body is larger than the 32 KB a form may send.'],
    [HttpStatus.BAD_REQUEST, bodyParserError('Unexpected token', { type: 'entity.parse.failed', body: '{"name": ' }), 'The request body is not valid JSON (Unexpected token).'],
    [HttpStatus.BAD_REQUEST, bodyParserError('Unexpected token', { type: 'entity.parse.failed', body: 'null' }), 'The request body must be a JSON object.'],
    [HttpStatus.UNSUPPORTED_MEDIA_TYPE, bodyParserError('unsupported charset "LATIN9"', { type: 'charset.unsupported', charset: 'latin9' }), "The request body's character set (latin9) is not supported: send UTF-8."],
    [HttpStatus.UNSUPPORTED_MEDIA_TYPE, bodyParserError('content encoding unsupported', { type: 'encoding.unsupported', encoding: 'zstd' }), "The request body's Content-Encoding (zstd) is not supported: send it uncompressed, or as gzip, deflate or br."],
    [HttpStatus.BAD_REQUEST, bodyParserError('incorrect header check', { code: 'Z_DATA_ERROR' }), 'The request body could not be decompressed as its Content-Encoding says.'],
    [HttpStatus.BAD_REQUEST, new URIError('URI malformed'), 'The address has a broken percent-encoding: a % must be followed by two hexadecimal digits.'],
  ])('words a request-reading error of status %i for a person', (status, cause, detail) => {
    expect(toProblemDetails(wrapped(status, cause))).toMatchObject({ status, detail });
  });

  it('answers an upload past its limit with 413 and one of an unaccepted type with 415, naming the field', () => {
    const policy = audioUploadPolicy();
    expect(toProblemDetails(new UploadTooLarge(policy, 'audio'))).toMatchObject({ status: 413, title: 'Payload Too Large', code: 'upload-too-large', errors: [{ field: 'audio' }] });
    expect(toProblemDetails(new UnsupportedUploadType(policy, 'audio'))).toMatchObject({ status: 415, title: 'Unsupported Media Type', code: 'unsupported-media-type', errors: [{ field: 'audio' }] });
  });

  it("keeps the framework's message for other HTTP errors", () => {
    expect(toProblemDetails(new HttpException('Cannot PUT /api/contact', HttpStatus.NOT_FOUND))).toMatchObject({ status: 404, code: 'not-found', detail: 'Cannot PUT /api/contact' });
  });

  it("titles a status Nest has no name for with Node's reason phrase", () => {
    expect(toProblemDetails(new HttpException('too large', 431))).toMatchObject({ title: 'Request Header Fields Too Large', code: 'request-header-fields-too-large' });
  });

  it('answers anything else as a 500 that gives nothing away', () => {
    expect(toProblemDetails(new Error('relation "secrets" does not exist'))).toMatchObject({ status: 500, code: 'internal-error', detail: 'Something went wrong on our side. Please try again later.' });
  });
});

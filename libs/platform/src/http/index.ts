export { ProblemDetailsFilter, toProblemDetails } from './problem-details.filter.js';
export { PROBLEM_CONTENT_TYPE, type ProblemDetails } from './problem-details.js';
export { InvalidRequest } from './invalid-request.error.js';
export { createValidationPipe, WholeNumberParam } from './validation.js';
export { ProblemDetailsResponse } from './problem-details.response.js';
export { PageQuery, pageHeaders, pageLinkHeaders } from './page-query.js';
export { Public, PUBLIC_ROUTE } from './public-route.js';
export { MalformedRequest, MAX_BODY_DEPTH } from './request-hygiene.js';
export { useFormBodyParsers, useRequestHygiene } from './request-hygiene.middleware.js';

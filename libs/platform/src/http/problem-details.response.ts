import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ProblemDetails } from './problem-details.js';

class FieldErrorResponse {
  @ApiProperty({ example: 'email' }) field!: string;
  @ApiProperty({ example: 'Please enter a valid email address' }) message!: string;
}

/** The Swagger shape of every error answer (RFC 9457, `application/problem+json`). */
export class ProblemDetailsResponse implements ProblemDetails {
  @ApiProperty({ example: '/problems/episode-not-found' }) type!: string;
  @ApiProperty({ example: 'Not Found' }) title!: string;
  @ApiProperty({ example: 404 }) status!: number;
  @ApiProperty({ example: 'Episode 42 was not found.' }) detail!: string;
  @ApiProperty({ example: 'episode-not-found', description: 'Stable, machine-readable error code.' }) code!: string;
  @ApiPropertyOptional({ example: '/api/episodes/42' }) instance?: string;
  @ApiPropertyOptional({ type: [FieldErrorResponse] }) errors?: FieldErrorResponse[];
}

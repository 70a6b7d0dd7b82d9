import { ApiProperty } from '@nestjs/swagger';

export type SearchResultType = 'episode' | 'article';

export class SearchResultResponse {
  @ApiProperty({ enum: ['episode', 'article'], example: 'article' }) type!: SearchResultType;
  @ApiProperty({ example: 'Building an Emergency Fund Together' }) title!: string;
  @ApiProperty({ example: '/blog/building-an-emergency-fund-together', description: 'The page on this site.' }) url!: string;
  @ApiProperty({
    example: 'Why an <mark>emergency</mark> <mark>fund</mark> comes first &amp; how',
    description: 'A passage around the matches: plain text HTML-escaped, the matched words in <mark>…</mark>, and no other markup.',
  })
  snippet!: string;
  @ApiProperty({ example: 0.6, description: 'How well it matches: results come highest first.' }) rank!: number;
  @ApiProperty({ example: '2026-11-12T08:00:00.000Z', format: 'date-time' }) publishedAt!: string;
}

export class SearchResponse {
  @ApiProperty({ example: 'emergency fund', description: 'The words searched, trimmed.' }) query!: string;
  @ApiProperty({ type: [SearchResultResponse] }) results!: SearchResultResponse[];
  @ApiProperty({ example: 3, description: 'How many public episodes and articles match in all (results holds the best `limit`).' }) total!: number;
}

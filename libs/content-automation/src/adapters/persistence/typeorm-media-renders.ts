import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { MEDIA_KINDS, MediaRenders, type MediaRender } from '../../domain/index.js';
import { MediaRenderSchema, type MediaRenderRow } from './content-automation.schemas.js';

// An id beyond the integer column's range names nothing (and would make PostgreSQL refuse the query).
const isStorableId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
const toMediaRender = ({ updatedAt: _updated, ...medium }: MediaRenderRow): MediaRender => medium;
const renderOrder = (medium: MediaRender) => MEDIA_KINDS.indexOf(medium.kind);

@Injectable()
export class TypeOrmMediaRenders extends MediaRenders {
  constructor(@InjectRepository(MediaRenderSchema) private readonly media: Repository<MediaRenderRow>) {
    super();
  }

  async findById(id: number): Promise<MediaRender | null> {
    if (!isStorableId(id)) return null;
    const row = await this.media.findOneBy({ id });
    return row ? toMediaRender(row) : null;
  }

  async ofRun(runId: string): Promise<MediaRender[]> {
    return (await this.media.findBy({ runId })).map(toMediaRender).sort((a, b) => renderOrder(a) - renderOrder(b));
  }

  async atUrls(urls: readonly string[]): Promise<MediaRender[]> {
    if (urls.length === 0) return [];
    return (await this.media.findBy({ url: In([...new Set(urls)]) })).map(toMediaRender);
  }

  async audioUrls(): Promise<string[]> {
    const rows: { audioUrl: string }[] = await this.media.createQueryBuilder('medium').select('DISTINCT medium.audioUrl', 'audioUrl').getRawMany();
    return rows.map(({ audioUrl }) => audioUrl);
  }

  async markReady(id: number): Promise<boolean> {
    return this.move(id, { status: 'ready', failureReason: null });
  }

  async markFailed(id: number, reason: string): Promise<boolean> {
    return this.move(id, { status: 'failed', failureReason: reason });
  }

  async renderAgain(id: number): Promise<MediaRender | null> {
    if (!isStorableId(id)) return null;
    // One statement: of two requests at once, only one finds the medium failed.
    const moved = await this.media
      .createQueryBuilder()
      .update()
      .set({ status: 'rendering', failureReason: null, renders: () => '"renders" + 1' })
      .where({ id, status: 'failed' })
      .returning('id')
      .execute();
    return (moved.raw as { id: number }[]).length > 0 ? this.findById(id) : null;
  }

  private async move(id: number, to: Pick<MediaRenderRow, 'status' | 'failureReason'>): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const result = await this.media.update({ id, status: 'rendering' }, to);
    return Boolean(result.affected);
  }
}

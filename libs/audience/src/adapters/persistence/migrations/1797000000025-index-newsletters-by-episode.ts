import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin list narrowed to an episode (`GET /api/admin/newsletters?episodeId=`, the content dashboard's card)
 * filters on episode_id whatever the source; the unique index only covers content automation's drafts, so the
 * planner cannot use it for that query. Newest first within the episode, as the list answers.
 */
export class IndexNewslettersByEpisode1797000000025 implements MigrationInterface {
  name = 'IndexNewslettersByEpisode1797000000025';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX "newsletters_episode_id_list_idx" ON "newsletters" ("episode_id", "id" DESC) WHERE "episode_id" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "newsletters_episode_id_list_idx"`);
  }
}

import { ConfigError } from '@harmony/platform';
import { Module } from '@nestjs/common';
import { contentAutomationFor } from './index.js';

/** Any module: composing only names it, nothing resolves its providers here. */
@Module({})
class UnconnectedSocialModule {}

/** Stands in for the audience's newsletters module: composing only, nothing is resolved. */
class Newsletters {}

describe(contentAutomationFor.name, () => {
  it('builds one episode module, the one content automation reads episodes through', () => {
    const { episodes, contentAutomation } = contentAutomationFor({ publicUrl: 'https://harmony.example', environment: {}, newsletters: Newsletters, social: UnconnectedSocialModule });
    expect(contentAutomation.imports).toContain(episodes);
  });

  it('reads the contexts’ settings from the environment it is given, naming a bad variable', () => {
    expect(() => contentAutomationFor({ publicUrl: 'https://harmony.example', environment: { AUDIO_UPLOAD_MAX_MB: 'lots' }, newsletters: Newsletters, social: UnconnectedSocialModule })).toThrow(ConfigError);
    expect(() => contentAutomationFor({ publicUrl: 'https://harmony.example', environment: { AI_BASE_URL: 'ftp://models.local' }, newsletters: Newsletters, social: UnconnectedSocialModule })).toThrow(/AI_BASE_URL/);
  });
});

import { ConfigError } from '@harmony/platform';
import { contentAutomationFor } from './index.js';

describe(contentAutomationFor.name, () => {
  it('builds one episode module, the one content automation reads episodes through', () => {
    const { episodes, contentAutomation } = contentAutomationFor({ publicUrl: 'https://harmony.example', environment: {} });
    expect(contentAutomation.imports).toContain(episodes);
  });

  it('reads the contexts’ settings from the environment it is given, naming a bad variable', () => {
    expect(() => contentAutomationFor({ publicUrl: 'https://harmony.example', environment: { AUDIO_UPLOAD_MAX_MB: 'lots' } })).toThrow(ConfigError);
    expect(() => contentAutomationFor({ publicUrl: 'https://harmony.example', environment: { AI_BASE_URL: 'ftp://models.local' } })).toThrow(/AI_BASE_URL/);
  });
});

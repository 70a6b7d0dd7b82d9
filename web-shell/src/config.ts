import { defaultSiteConfig, type SiteConfig } from '@harmony/site-config';
import { remoteNames, type RemoteName } from '@harmony/mf-config/remotes';

/** What the page's `<script id="harmony-config">` block holds; the API writes it when it serves index.html. */
export interface HarmonyConfig {
  /** The mf-manifest.json URL of each remote. */
  remotes: Partial<Record<RemoteName, string>>;
  site: SiteConfig;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the run-time configuration. A missing or malformed block leaves the remotes unknown
 * (each then shows the friendly load error) rather than breaking the whole page.
 */
export function readHarmonyConfig(doc: Document): HarmonyConfig {
  const text = doc.getElementById('harmony-config')?.textContent ?? '';
  let raw: unknown = {};
  try {
    raw = text.trim() ? JSON.parse(text) : {};
  } catch {
    console.error('harmony-config is not valid JSON; remotes cannot be located.');
  }
  const data = isRecord(raw) ? raw : {};
  const remotes: HarmonyConfig['remotes'] = {};
  if (isRecord(data.remotes)) {
    for (const name of Object.values(remoteNames)) {
      const entry = data.remotes[name];
      if (typeof entry === 'string' && entry) remotes[name] = entry;
    }
  }
  const site = isRecord(data.site) ? data.site : {};
  return {
    remotes,
    // The API writes the whole configuration; defaults only fill what a dev-server page lacks.
    site: { ...defaultSiteConfig, ...(site as Partial<SiteConfig>) },
  };
}

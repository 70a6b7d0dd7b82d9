import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
// @ts-expect-error eslint.config.js is plain JavaScript without declarations
import { packageTypes, workspacePackages } from '../../eslint.config.js';

// The workspace's own ESLint config, applied to code placed (virtually) where each rule guards.
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: workspaceRoot });

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(workspaceRoot, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('module boundaries', () => {
  it.each([
    ["import { Injectable } from '@nestjs/common';", 'a framework'],
    ["import { Entity } from 'typeorm';", 'an ORM'],
    ["import { Queue } from 'bullmq';", 'a queue library'],
    ["import { TypeOrmEpisodeRepository } from '../adapters/persistence/typeorm-episode.repository.js';", 'an adapter'],
    ["import { DomainError } from '@harmony/platform';", 'the platform beyond its domain entry'],
    ["import { useState } from 'react';", 'React'],
  ])('fails when a domain file imports %s (%s)', async (source) => {
    expect(await restrictedImports('libs/episode/src/domain/probe.ts', `${source}\nexport {};`)).toHaveLength(1);
  });

  it('lets a domain file use the isomorphic site config, and no other package', async () => {
    expect(await restrictedImports('libs/blog/src/domain/probe.ts', "import { slugify } from '@harmony/site-config';\nexport { slugify };")).toEqual([]);
    expect(await restrictedImports('libs/blog/src/domain/probe.ts', "import { x } from '@harmony/web-api';\nexport { x };")).toHaveLength(1);
  });

  it('lets a domain file use the platform domain entry and its own files', async () => {
    expect(await restrictedImports('libs/episode/src/domain/probe.ts', "import { DomainError } from '@harmony/platform/domain';\nimport { draftEpisode } from './episode.js';\nexport { DomainError, draftEpisode };")).toEqual([]);
  });

  it('fails when a use case imports an adapter or TypeORM', async () => {
    expect(await restrictedImports('libs/episode/src/application/probe.ts', "import { Repository } from 'typeorm';\nexport {};")).toHaveLength(1);
    expect(await restrictedImports('libs/episode/src/application/probe.ts', "import { X } from '../adapters/http/x.js';\nexport {};")).toHaveLength(1);
  });

  it.each(["import { mkdtemp } from 'node:fs/promises';", "import { createReadStream } from 'fs';", "import os from 'node:os';", "import { spawn } from 'node:child_process';"])(
    'fails when a use case reaches files, processes or the network itself: %s',
    async (source) => {
      expect(await restrictedImports('libs/content-automation/src/application/probe.ts', `${source}\nexport {};`)).toHaveLength(1);
    },
  );

  it('lets a use case hash with node:crypto', async () => {
    expect(await restrictedImports('libs/analytics/src/application/probe.ts', "import { createHash } from 'node:crypto';\nexport {};")).toEqual([]);
  });

  it.each(['web-shell/src/probe.tsx', 'web-remotes/site/src/probe.tsx', 'libs/web-api/src/probe.ts', 'libs/ui/src/probe.tsx'])('fails when web code in %s imports a backend library', async (file) => {
    expect(await restrictedImports(file, "import { EpisodeModule } from '@harmony/episode';\nexport {};")).toHaveLength(1);
    expect(await restrictedImports(file, "import { Controller } from '@nestjs/common';\nexport {};")).toHaveLength(1);
  });

  it('fails when code reaches into another package internals', async () => {
    expect(await restrictedImports('services/api/src/probe.ts', "import { X } from '@harmony/episode/src/domain/episode.js';\nexport {};")).toHaveLength(1);
  });

  describe('by package type (nx.tags in each package.json)', () => {
    const webFiles = ['web-shell/src/probe.tsx', 'web-remotes/site/src/probe.tsx', 'web-remotes/admin/src/probe.tsx', 'libs/web-api/src/probe.ts', 'libs/ui/src/probe.tsx', 'libs/mf-config/src/probe.ts'];

    it('declares exactly one known type for every workspace package, so every package is bound by the rules of its type', () => {
      const packages = workspacePackages() as { name: string; types: string[] }[];
      expect(packages.length).toBeGreaterThanOrEqual(15);
      const withoutOneKnownType = packages.filter(({ types }) => types.length !== 1 || !(packageTypes as string[]).includes(types[0]!)).map(({ name }) => name);
      expect(withoutOneKnownType).toEqual([]);
    });

    it.each(webFiles.flatMap((file) => ['@harmony/blog', '@harmony/audience', '@harmony/platform', '@harmony/platform/domain', '@harmony/api'].map((source) => [file, source])))(
      'fails when web code in %s imports %s',
      async (file, source) => {
        expect(await restrictedImports(file, `import * as probe from '${source}';\nexport { probe };`)).not.toEqual([]);
      },
    );

    it('lets a site page import the web libraries and the site config', async () => {
      const source = [
        "import { useGetEpisodesQuery } from '@harmony/web-api';",
        "import { Button } from '@harmony/ui';",
        "import { Link } from '@harmony/mf-config/router';",
        "import { defaultSiteConfig } from '@harmony/site-config';",
        'export { useGetEpisodesQuery, Button, Link, defaultSiteConfig };',
      ].join('\n');
      expect(await restrictedImports('web-remotes/site/src/episodes/probe.tsx', source)).toEqual([]);
    });

    it('fails when a use case reaches another context, and lets an adapter reach its public API', async () => {
      const otherContext = "import { GetEpisode } from '@harmony/episode';\nexport { GetEpisode };";
      expect(await restrictedImports('libs/blog/src/application/probe.ts', otherContext)).toHaveLength(1);
      expect(await restrictedImports('libs/blog/src/domain/probe.ts', otherContext)).toHaveLength(1);
      expect(await restrictedImports('libs/blog/src/adapters/http/probe.ts', otherContext)).toEqual([]);
      expect(await restrictedImports('libs/blog/src/adapters/http/probe.ts', "import { X } from '@harmony/episode/src/application/get-episode.js';\nexport { X };")).toHaveLength(1);
    });

    it("keeps analytics' use cases off the audience context: only its adapters/contexts/ count the lists", async () => {
      const audience = "import { CountAudience } from '@harmony/audience';\nexport { CountAudience };";
      expect(await restrictedImports('libs/analytics/src/application/probe.ts', audience)).toHaveLength(1);
      expect(await restrictedImports('libs/analytics/src/adapters/contexts/probe.ts', audience)).toEqual([]);
    });

    it("fails when a web app's feature reaches into another folder's files, and lets it use that folder's index", async () => {
      expect(await restrictedImports('web-remotes/site/src/home/probe.tsx', "import { EpisodeCard } from '../episodes/episode-card.js';\nexport { EpisodeCard };")).toHaveLength(1);
      expect(await restrictedImports('web-remotes/site/src/home/probe.tsx', "import { EpisodeCard } from '../episodes/index.js';\nexport { EpisodeCard };")).toEqual([]);
      expect(await restrictedImports('web-remotes/site/src/home/probe.tsx', "import { anEpisode } from '../episodes/testing.js';\nexport { anEpisode };")).toHaveLength(1);
      expect(await restrictedImports('web-remotes/site/src/home/probe.spec.tsx', "import { anEpisode } from '../episodes/testing.js';\nexport { anEpisode };")).toEqual([]);
      expect(await restrictedImports('web-remotes/site/src/home/probe.spec.tsx', "import { EpisodeCard } from '../episodes/episode-card.js';\nexport { EpisodeCard };")).toHaveLength(1);
      // Its own files, and the app's root files, stay open to it.
      expect(await restrictedImports('web-remotes/site/src/home/probe.tsx', "import { Hero } from './hero.js';\nimport { useSiteConfig } from '../site-config.js';\nexport { Hero, useSiteConfig };")).toEqual([]);
    });

    describe('the isomorphic type (the site config: what the server and the browser both run)', () => {
      it.each([
        "import { useState } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import { Injectable } from '@nestjs/common';",
        "import { Entity } from 'typeorm';",
        "import { readFileSync } from 'node:fs';",
        "import { createHash } from 'node:crypto';",
        "import path from 'path';",
        "import { readFile } from 'fs/promises';",
        "import { api } from '@harmony/web-api';",
        "import { Button } from '@harmony/ui';",
        "import { DomainError } from '@harmony/platform/domain';",
      ])('fails: %s', async (source) => {
        expect(await restrictedImports('libs/site-config/src/probe.ts', `${source}\nexport {};`)).toHaveLength(1);
      });

      it('lets it import its own files and other isomorphic packages', async () => {
        expect(await restrictedImports('libs/site-config/src/probe.ts', "import { slugify } from './slugs.js';\nimport { sitePaths } from '@harmony/site-config';\nexport { slugify, sitePaths };")).toEqual([]);
      });

      it('passes on the tree: every isomorphic package as it stands', async () => {
        const folders = (workspacePackages() as { folder: string; types: string[] }[]).filter(({ types }) => types.includes('isomorphic')).map(({ folder }) => path.join(workspaceRoot, folder, 'src'));
        expect(folders.length).toBeGreaterThan(0);
        const results = await eslint.lintFiles(folders);
        expect(results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => `${result.filePath}: ${message.message}`))).toEqual([]);
      });
    });

    it('fails when libs/web-api imports the UI, and lets it use RTK Query and the site config', async () => {
      expect(await restrictedImports('libs/web-api/src/probe.ts', "import { toast } from '@harmony/ui';\nexport { toast };")).toHaveLength(1);
      expect(await restrictedImports('libs/web-api/src/probe.ts', "import { TextField } from '@harmony/ui/form-fields';\nexport { TextField };")).toHaveLength(1);
      expect(await restrictedImports('libs/web-api/src/probe.ts', "import { createApi } from '@reduxjs/toolkit/query/react';\nimport { sitePaths } from '@harmony/site-config';\nexport { createApi, sitePaths };")).toEqual([]);
    });

    it('fails when the platform imports a context', async () => {
      expect(await restrictedImports('libs/platform/src/cache/probe.ts', "import { EPISODE_AGGREGATE } from '@harmony/episode';\nexport { EPISODE_AGGREGATE };")).toHaveLength(1);
    });

    it.each([
      ['libs/episode/src/adapters/http/probe.ts', '@harmony/api'],
      ['libs/site-config/src/probe.ts', '@harmony/site'],
      ['services/api/src/probe.ts', '@harmony/worker'],
      ['e2e/tests/probe.ts', '@harmony/web-shell'],
    ])('fails when %s imports the app %s', async (file, source) => {
      expect(await restrictedImports(file, `import * as probe from '${source}';\nexport { probe };`)).not.toEqual([]);
    });
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

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

  it('lets a domain file use the platform domain entry and its own files', async () => {
    expect(await restrictedImports('libs/episode/src/domain/probe.ts', "import { DomainError } from '@harmony/platform/domain';\nimport { draftEpisode } from './episode.js';\nexport { DomainError, draftEpisode };")).toEqual([]);
  });

  it('fails when a use case imports an adapter or TypeORM', async () => {
    expect(await restrictedImports('libs/episode/src/application/probe.ts', "import { Repository } from 'typeorm';\nexport {};")).toHaveLength(1);
    expect(await restrictedImports('libs/episode/src/application/probe.ts', "import { X } from '../adapters/http/x.js';\nexport {};")).toHaveLength(1);
  });

  it.each(['web-shell/src/probe.tsx', 'web-remotes/site/src/probe.tsx', 'libs/web-api/src/probe.ts', 'libs/ui/src/probe.tsx'])('fails when web code in %s imports a backend library', async (file) => {
    expect(await restrictedImports(file, "import { EpisodeModule } from '@harmony/episode';\nexport {};")).toHaveLength(1);
    expect(await restrictedImports(file, "import { Controller } from '@nestjs/common';\nexport {};")).toHaveLength(1);
  });

  it('fails when code reaches into another package internals', async () => {
    expect(await restrictedImports('services/api/src/probe.ts', "import { X } from '@harmony/episode/src/domain/episode.js';\nexport {};")).toHaveLength(1);
  });
});

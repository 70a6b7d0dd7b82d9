import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: workspaceRoot });

async function syntaxErrors(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { useEffect, useLayoutEffect } from 'react';\n${source}\n`, { filePath: path.join(workspaceRoot, 'web-remotes/site/src/probe.tsx') });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

// Chromium's window.scrollTo returns a Promise: an effect returning it crashed the site on navigation.
describe('effects return only cleanups', () => {
  it.each([
    'export function A() { useEffect(() => window.scrollTo(0, 0), []); return null; }',
    'export function B() { useLayoutEffect(() => document.body.focus(), []); return null; }',
  ])('fails an effect with an expression body: %s', async (source) => {
    expect(await syntaxErrors(source)).toEqual([expect.stringContaining('block body')]);
  });

  it.each([
    'export function C() { useEffect(() => { window.scrollTo(0, 0); }, []); return null; }',
    'export function D() { useEffect(() => () => clearTimeout(0), []); return null; }',
  ])('lets a block body or a returned cleanup through: %s', async (source) => {
    expect(await syntaxErrors(source)).toEqual([]);
  });
});

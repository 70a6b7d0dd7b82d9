#!/usr/bin/env node
// A stand-in for the API's static serving, for measuring the built web before (or without) the API:
//   /                      -> web-shell/dist/index.html, its config block rewritten as the API does
//   /remotes/site/*        -> web-remotes/site/dist
//   /remotes/admin/*       -> web-remotes/admin/dist
//   other existing files   -> web-shell/dist; other paths -> index.html (deep links)
//   /api/episodes          -> a small fixture, so the home page renders its latest episodes' cards
// Precompressed .br / .gz siblings are served by Accept-Encoding, as the API does.
// Usage: node bench/serve-dist.mjs [port]   (prints the URL; PORT env also accepted)
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shellDist = path.join(root, 'web-shell/dist');
const mounts = [
  ['/remotes/site/', path.join(root, 'web-remotes/site/dist')],
  ['/remotes/admin/', path.join(root, 'web-remotes/admin/dist')],
];
export const productionConfig = {
  remotes: { site: '/remotes/site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
  site: { productName: 'Money Together' },
};
const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.map': 'application/json' };
const fixture = [1, 2, 3].map((n) => ({
  id: n,
  number: 20 - n,
  title: `Money conversation ${n}`,
  description: '<p>An episode.</p>',
  audioUrl: `/media/${n}.mp3`,
  imageUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#a7f3d0"/></svg>')}`,
  duration: '42 min',
  publishedAt: '2026-01-01T00:00:00.000Z',
  featured: true,
}));

const isFile = (file) => stat(file).then((s) => s.isFile(), () => false);

async function sendFile(req, res, file) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (accepted.includes(encoding) && (await isFile(file + suffix))) {
      res.writeHead(200, { 'content-type': type, 'content-encoding': encoding, vary: 'accept-encoding' });
      res.end(await readFile(file + suffix));
      return;
    }
  }
  res.writeHead(200, { 'content-type': type, vary: 'accept-encoding' });
  res.end(await readFile(file));
}

async function sendIndex(res) {
  const html = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  const rewritten = html.replace(
    /(<script id="harmony-config" type="application\/json">)[\s\S]*?(<\/script>)/,
    (_, open, close) => `${open}${JSON.stringify(productionConfig).replace(/</g, '\\u003c')}${close}`,
  );
  res.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-cache' });
  res.end(rewritten);
}

export function createDistServer() {
  return http.createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (pathname === '/api/health') return void res.end('{"status":"ok"}');
      if (pathname === '/api/episodes') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify(fixture));
      }
      if (pathname.startsWith('/api/')) {
        res.writeHead(404, { 'content-type': 'application/problem+json' });
        return void res.end(JSON.stringify({ status: 404, title: 'Not Found', detail: `No route for ${pathname}` }));
      }
      for (const [prefix, dir] of mounts) {
        if (!pathname.startsWith(prefix)) continue;
        const file = path.join(dir, path.normalize(pathname.slice(prefix.length)));
        if (file.startsWith(dir) && (await isFile(file))) return void (await sendFile(req, res, file));
        res.writeHead(404);
        return void res.end();
      }
      const file = path.join(shellDist, path.normalize(pathname));
      if (pathname !== '/' && pathname !== '/index.html' && file.startsWith(shellDist) && (await isFile(file))) return void (await sendFile(req, res, file));
      if (path.extname(pathname) && pathname !== '/index.html') {
        res.writeHead(404);
        return void res.end();
      }
      await sendIndex(res);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
  createDistServer().listen(port, () => console.log(`serving the built web on http://localhost:${port}/`));
}

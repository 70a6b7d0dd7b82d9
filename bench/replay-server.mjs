// The "raw" side of bench/hot-reads.mjs: a bare node:http server, forked into its own process so it
// does not share an event loop with the load generator, that answers each recorded route with the
// exact status, headers and (already compressed) body the API gave once. It does no work per
// request beyond a Map lookup: what the API costs above that is the API's own overhead.
//
// Protocol (IPC, advanced serialization): the parent sends { responses: [{ path, status, headers, body }] },
// the child answers { port } once it listens on 127.0.0.1, and exits when the parent disconnects.
import http from 'node:http';

process.once('message', ({ responses }) => {
  const byPath = new Map(
    responses.map(({ path, status, headers, body }) => {
      const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      return [path, { status, headers: { ...headers, 'content-length': String(bytes.length) }, bytes }];
    }),
  );
  const server = http.createServer((request, response) => {
    const recorded = byPath.get(request.url);
    if (!recorded) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(recorded.status, recorded.headers);
    response.end(recorded.bytes);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});

process.once('disconnect', () => process.exit(0));

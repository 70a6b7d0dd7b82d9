#!/usr/bin/env node
// What each global middleware of the API costs a trivial request (issue 8, "middleware that costs
// what it must"). Starts bench/middleware-server.mjs once per stack, each its own process, adding the
// API's global middleware one at a time in the API's order, and loads GET /health on each with
// autocannon (50 connections); the first stack is a raw node:http server answering the same bytes.
// Prints req/s, p99 and the ratio to raw per stack, and the cost of each step in µs per request.
// Steps cost a few µs, less than one run's noise on a 2-core machine: the stacks are loaded in turn,
// round after round, and each figure is the median of its rounds.
//
//   npm run build && node bench/middleware-cost.mjs [--duration=<s> per stack and round, default 5]
//                                                   [--rounds=<n>, default 3] [--connections=<n>, default 50]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const durationSeconds = Number(option('duration') ?? 5);
const connections = Number(option('connections') ?? 50);
const rounds = Number(option('rounds') ?? 3);

/** Each row adds one piece to the row before it. */
const stacks = [
  ['raw node:http', 'raw'],
  ['bare Express 5', ''],
  ['+ helmet', 'helmet'],
  ['+ request hygiene', 'helmet,request-hygiene'],
  ['+ compression (threshold 1 KB)', 'helmet,request-hygiene,compression'],
  ['+ JSON and form body parsers', 'helmet,request-hygiene,compression,body-parsers'],
  ['+ pino-http at warn (before; now off below debug)', 'helmet,request-hygiene,compression,body-parsers,pino-http-silent'],
];

async function startServer(stack) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'middleware-server.mjs')], {
    env: { ...process.env, STACK: stack, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = await once(child.stdout, 'data');
  const port = Number(String(chunk).trim());
  return {
    url: `http://127.0.0.1:${port}/health`,
    stop: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}

const load = (url, seconds) => autocannon({ url, connections, duration: seconds });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = stacks.map(() => []);
for (let round = 0; round < rounds; round += 1) {
  for (const [index, [label, stack]] of stacks.entries()) {
    const server = await startServer(stack);
    try {
      await load(server.url, 1); // warm-up: the JIT, not the middleware
      const result = await load(server.url, durationSeconds);
      if (result.non2xx + result.errors + result.timeouts > 0) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
      runs[index].push(result);
    } finally {
      await server.stop();
    }
  }
}
const rows = stacks.map(([label], index) => ({ label, rps: median(runs[index].map((run) => run.requests.average)), p99: median(runs[index].map((run) => run.latency.p99)) }));

const raw = rows[0].rps;
const costUs = (rps) => 1e6 / rps;
console.log(`GET /health (15 bytes), ${connections} connections, median of ${rounds} rounds of ${durationSeconds} s per stack, Node ${process.version}\n`);
console.log(`${'stack'.padEnd(52)}${'req/s'.padStart(8)}${'p99 ms'.padStart(8)}${'× raw'.padStart(8)}${'µs/req'.padStart(9)}${'step µs'.padStart(9)}`);
rows.forEach((row, index) => {
  const base = index === 0 ? null : rows[index - 1];
  const step = base ? (costUs(row.rps) - costUs(base.rps)).toFixed(1) : '';
  console.log(
    `${row.label.padEnd(52)}${Math.round(row.rps).toString().padStart(8)}${row.p99.toString().padStart(8)}${(row.rps / raw).toFixed(3).padStart(8)}${costUs(row.rps).toFixed(1).padStart(9)}${step.padStart(9)}`,
  );
});

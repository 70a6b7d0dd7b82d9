// `npm test`: lint, type checks, every Jest suite (unit, adapter, API, component), the builds,
// then the browser journeys against the built app. Nx runs the per-project targets.
import { spawn } from 'node:child_process';

const steps = [
  ['npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--outputStyle=static']],
  ['npx', ['nx', 'run-many', '-t', 'test', '--outputStyle=static', '--parallel=1']],
  ['npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']],
  ['npx', ['nx', 'run', '@harmony/e2e:e2e', '--outputStyle=static']],
];

/** Runs a step with its output passed through as it comes, and kept so that a failure can be summed up. */
function run(command, args) {
  return new Promise((resolve) => {
    // Piped, the tools would think nobody reads them in a terminal: keep their colours where somebody does.
    const env = process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env;
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    const printed = [];
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), printed.push(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), printed.push(chunk)));
    child.on('close', (status) => resolve({ status, printed: Buffer.concat(printed).toString('utf8') }));
  });
}

/**
 * The failing tests' headings and first lines, repeated after everything else: a CI log is often
 * read from its tail, and with twenty projects the failure scrolls far out of it.
 */
export function failureDigest(printed, { linesPerFailure = 30, maxChars = 12_000 } = {}) {
  const lines = printed.replace(/\x1b\[[0-9;]*m/g, '').split(/\r?\n/);
  const isFailureHeading = (line) =>
    /^\s*FAIL\s/.test(line) || (/^\s*● /.test(line) && !/^\s*● Console\s*$/.test(line)) || /^\s+\d+\) \[[\w-]+\] › /.test(line) || /^\s*- @harmony\/[\w-]+:\w+/.test(line);
  const blocks = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!isFailureHeading(lines[index])) continue;
    const isSuiteOrTaskLine = /^\s*(FAIL\s|- @harmony\/)/.test(lines[index]);
    const block = lines.slice(index, isSuiteOrTaskLine ? index + 1 : index + linesPerFailure);
    blocks.push(block.join('\n'));
    if (!isSuiteOrTaskLine) index += linesPerFailure - 1;
  }
  const digest = blocks.join('\n');
  return digest.length > maxChars ? `${digest.slice(0, maxChars)}\n… (cut; the whole output is above)` : digest;
}

async function main() {
  console.log(`npm test on Node ${process.version} (${process.execPath})`);
  for (const [command, args] of steps) {
    console.log(`\n> ${command} ${args.join(' ')}\n`);
    const { status, printed } = await run(command, args);
    if (status !== 0) {
      const digest = failureDigest(printed);
      if (digest) console.error(`\n==== What failed, repeated from above ====\n${digest}\n==========================================`);
      console.error(`\nnpm test failed at: ${args.slice(0, 4).join(' ')}`);
      process.exit(status ?? 1);
    }
  }
  console.log(`\nnpm test on Node ${process.version}: lint, type checks, unit/adapter/API/component tests, builds and browser journeys all passed.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

// `npm test`: lint, type checks, every Jest suite (unit, adapter, API, component), the builds,
// then the browser journeys against the built app. Nx runs the per-project targets.
import { spawnSync } from 'node:child_process';

const steps = [
  ['npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--outputStyle=static']],
  ['npx', ['nx', 'run-many', '-t', 'test', '--outputStyle=static', '--parallel=1']],
  ['npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']],
  ['npx', ['nx', 'run', '@harmony/e2e:e2e', '--outputStyle=static']],
];

console.log(`npm test on Node ${process.version} (${process.execPath})`);
for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}\n`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\nnpm test failed at: ${args.slice(0, 4).join(' ')}`);
    process.exit(status ?? 1);
  }
}
console.log(`\nnpm test on Node ${process.version}: lint, type checks, unit/adapter/API/component tests, builds and browser journeys all passed.`);

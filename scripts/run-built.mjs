/**
 * `npm start` and `npm run admin`: runs an entry of the built server (dist/server/<entry>.js) with plain
 * Node, so a pruned install (`npm prune --omit=dev`) runs it. Builds first only when there is no build.
 * Plain JavaScript on purpose: it must run without tsx.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

// The real environment wins over .env (Node keeps variables that are already set); the server reads it too.
if (existsSync('.env')) process.loadEnvFile('.env');

const [entry = 'main'] = process.argv.splice(2, 1);
const dist = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist'));
const file = join(dist, 'server', `${entry}.js`);
const built = () => existsSync(file) && existsSync(join(dist, 'client', 'index.html'));

if (!built()) {
  process.stderr.write(`No build in ${dist}: building it once (npm run build).\n`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: join(import.meta.dirname, '..') });
  if (result.status !== 0 || !built()) {
    process.stderr.write('The build failed. "npm run build" needs the dev dependencies: run it before "npm prune --omit=dev".\n');
    process.exit(1);
  }
}

await import(pathToFileURL(file).href);

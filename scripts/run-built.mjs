/**
 * `npm start`, `npm run admin`, `npm run backup` and `npm run restore`: runs an entry of the built server
 * (dist/server/<entry>.js) with plain Node, so a pruned install (`npm prune --omit=dev`) runs it. Builds first when
 * there is no build; `npm start` builds again when the sources, the content or the build-time settings changed since
 * the last build (the build stamp, scripts/lib/build-stamp.mjs), and an install that cannot build (no dev
 * dependencies) refuses to serve a stale build instead; the command-line tools only say the build is out of date. Plain JavaScript on purpose: it must run without tsx.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

// The real environment wins over .env (Node keeps variables that are already set); the server reads it too.
if (existsSync('.env')) process.loadEnvFile('.env');

const [entry = 'main'] = process.argv.splice(2, 1);
const root = join(import.meta.dirname, '..');
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const file = join(dist, 'server', `${entry}.js`);
// The built server finds its packages (node_modules) and the project's files in the folders above it. A build may be
// written anywhere (npm run build), but it runs from inside the project only.
// Compared as real paths: a project reached through a link (a release folder behind /srv/current) is still inside.
const realPathOf = (path) => {
  if (existsSync(path) || dirname(path) === path) return realpathSync(path);
  return join(realPathOf(dirname(path)), basename(path));
};
const fromRoot = relative(realPathOf(root), realPathOf(dist));
if (fromRoot.startsWith('..') || isAbsolute(fromRoot)) {
  process.stderr.write(
    `DIST_DIR is outside the project folder: ${dist} is not inside ${root}.\n` +
      'The built server finds its packages and the project\'s files in the folders above it, so it runs only from a build\n' +
      'inside the project: set DIST_DIR to a folder inside it (for example dist-next), or leave it unset for ./dist.\n',
  );
  process.exit(1);
}
const built = () => existsSync(file) && existsSync(join(dist, 'client', 'index.html'));
/** The build needs the dev dependencies, which `npm prune --omit=dev` removes. */
const canBuild = ['tsx', 'vite', 'sharp'].every((name) => existsSync(join(root, 'node_modules', name, 'package.json')));

function build(why, what) {
  if (!canBuild) {
    process.stderr.write(
      `Refusing to start: ${why}.\n` +
        'This install cannot build (the dev dependencies are not installed: npm prune --omit=dev), and serving the old\n' +
        'build would show visitors what the sources no longer say. Build where the dev dependencies are (npm run build)\n' +
        `and deploy the new ${dist}, or run "npm ci && npm run build" here; then start again.\n`,
    );
    process.exit(1);
  }
  process.stderr.write(`${why}: ${what} (npm run build, types not checked: npm test checks them).\n`);
  // What is served needs no type check, and tsc is a third of the build's CPU time.
  const result = spawnSync('npm', ['run', 'build', '--', '--no-type-check'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0 || !built()) {
    process.stderr.write('The build failed: fix what it names above, then start again.\n');
    process.exit(1);
  }
}

if (!built()) build(`No build in ${dist}`, 'building it once');
else if (existsSync(join(root, 'src'))) {
  // A deploy of the build alone (the container image: dist without src) has no sources to compare with.
  const { buildFreshness } = await import('./lib/build-stamp.mjs');
  const freshness = buildFreshness(root, dist);
  // Only the site must match its sources. The command-line tools (admin accounts, backup, restore) work on the
  // database, and a backup must never wait for a build or be refused on a server that runs the older build.
  if (!freshness.fresh && entry === 'main') build(`The build is out of date, ${freshness.reason}`, 'building it again');
  else if (!freshness.fresh) process.stderr.write(`Note: the build is out of date (${freshness.reason}); "${entry}" runs the built one.\n`);
}

await import(pathToFileURL(file).href);

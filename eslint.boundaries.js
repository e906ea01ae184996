import boundaries from 'eslint-plugin-boundaries';
import localRules from './eslint-rules/no-import-cycles.js';

/**
 * The layers of src/ as lint rules (docs/architecture.md): shared code knows neither browser nor server,
 * browser and server code never import each other, a browser feature imports no other browser feature, a server
 * feature uses another only through that feature's public entry (its index.ts), the server's configuration sits at
 * the bottom and its core (database, security, logging, errors) below the features, and no two files import each
 * other. The app (app.ts) uses the features only through their index.ts too, and the outbox imports no feature (the
 * features register their channels on it). Tests and scripts sit on top and may import anything.
 */
export const layerBoundaries = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      // The development server renders browser code through Vite: the one server module allowed to import it.
      { type: 'dev-server', pattern: 'src/server/dev', partialMatch: false },
      { type: 'client-feature', pattern: 'src/client/features/*', partialMatch: false, capture: ['feature'] },
      { type: 'server-feature', pattern: 'src/server/features/*', partialMatch: false, capture: ['feature'] },
      // Environment → typed settings, with the parsers of its values: everything else on the server may read it.
      { type: 'server-config', pattern: 'src/server/config', partialMatch: false },
      // What every feature stands on: the database and security (and the server's own logging and error files, below).
      { type: 'server-core', pattern: 'src/server/{db,security}', partialMatch: false },
      { type: 'shared', pattern: 'src/shared', partialMatch: false },
      { type: 'client', pattern: 'src/client', partialMatch: false },
      { type: 'server', pattern: 'src/server', partialMatch: false },
    ],
    'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'shared' } },
            disallow: {
              to: { element: { types: { anyOf: ['client', 'client-feature', 'server', 'server-feature', 'server-config', 'server-core', 'dev-server'] } } },
            },
            message: 'Shared code (src/shared) runs in the browser and on the server: it cannot import {{ to.element.path }}.',
          },
          {
            from: { element: { types: { anyOf: ['client', 'client-feature'] } } },
            disallow: { to: { element: { types: { anyOf: ['server', 'server-feature', 'server-config', 'server-core', 'dev-server'] } } } },
            message: 'Browser code cannot import server code ({{ to.element.path }}); share it through src/shared.',
          },
          {
            from: { element: { types: { anyOf: ['server', 'server-feature', 'server-config', 'server-core'] } } },
            disallow: { to: { element: { types: { anyOf: ['client', 'client-feature'] } } } },
            message: 'Server code cannot import browser code ({{ to.element.path }}); share it through src/shared.',
          },
          {
            from: { element: { type: 'client-feature' } },
            disallow: { to: { element: { type: 'client-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            message:
              'A browser feature cannot import another browser feature ({{ to.element.path }}); move what both need below them ' +
              '(src/client/components, src/client/lib).',
          },
          {
            from: { element: { type: 'server-feature' } },
            disallow: {
              to: { element: { type: 'server-feature', captured: { feature: '!{{ from.element.captured.feature }}' }, fileInternalPath: '!index.ts' } },
            },
            message: 'A feature uses another feature through its public entry ({{ to.element.path }}/index.ts), not its internals.',
          },
          {
            // The app builds itself from the features' installs: what a feature offers the app is named in its index.ts.
            from: { element: { type: 'server', fileInternalPath: 'app.ts' } },
            disallow: { to: { element: { type: 'server-feature', fileInternalPath: '!index.ts' } } },
            message: 'The app uses a feature through its public entry ({{ to.element.path }}/index.ts), not its internals.',
          },
          {
            // The outbox is a plain queue: each feature registers its own channels on it, so it never needs one.
            from: { element: { type: 'server-feature', captured: { feature: 'outbox' } } },
            disallow: { to: { element: { type: 'server-feature', captured: { feature: '!outbox' } } } },
            message:
              'The outbox knows no feature: it cannot import {{ to.element.path }}. The feature registers its channel on the outbox ' +
              '(Outbox.register, from its install) instead.',
          },
          {
            from: { element: { type: 'server-config' } },
            disallow: [
              { to: { element: { types: { anyOf: ['server-feature', 'server-core', 'dev-server'] } } } },
              // Where the package sits (project-root.ts) is the one server file beneath it.
              { to: { element: { type: 'server', fileInternalPath: '!project-root.ts' } } },
            ],
            message:
              'The configuration is the bottom of the server: it cannot import {{ to.element.path }}. Put the parser of a setting ' +
              'in src/server/config and let the feature import it from there.',
          },
          {
            from: [{ element: { type: 'server-core' } }, { element: { type: 'server', fileInternalPath: '{logging,http-errors,error-reporting}.ts' } }],
            disallow: { to: { element: { types: { anyOf: ['server-feature', 'dev-server'] } } } },
            message: 'The server core (database, security, logging, errors) sits below the features: it cannot import {{ to.element.path }}.',
          },
        ],
      },
    ],
  },
};

/** No two files in src/ import each other, directly or through others (type-only imports count too: eslint-rules/). */
export const noImportCycles = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { local: localRules },
  rules: { 'local/no-import-cycles': 'error' },
};

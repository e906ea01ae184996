import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers of src/ as lint rules (docs/architecture.md): shared code knows neither browser nor server,
 * browser and server code never import each other, and a feature uses another feature only through that
 * feature's public entry, its index.ts. Tests and scripts sit on top and may import anything.
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
            disallow: { to: { element: { types: { anyOf: ['client', 'client-feature', 'server', 'server-feature'] } } } },
            message: 'Shared code (src/shared) runs in the browser and on the server: it cannot import {{ to.element.path }}.',
          },
          {
            from: { element: { types: { anyOf: ['client', 'client-feature'] } } },
            disallow: { to: { element: { types: { anyOf: ['server', 'server-feature'] } } } },
            message: 'Browser code cannot import server code ({{ to.element.path }}); share it through src/shared.',
          },
          {
            from: { element: { types: { anyOf: ['server', 'server-feature'] } } },
            disallow: { to: { element: { types: { anyOf: ['client', 'client-feature'] } } } },
            message: 'Server code cannot import browser code ({{ to.element.path }}); share it through src/shared.',
          },
          ...['client-feature', 'server-feature'].map((type) => ({
            from: { element: { type } },
            disallow: {
              to: { element: { type, captured: { feature: '!{{ from.element.captured.feature }}' }, fileInternalPath: '!index.ts' } },
            },
            message: 'A feature uses another feature through its public entry ({{ to.element.path }}/index.ts), not its internals.',
          })),
        ],
      },
    ],
  },
};

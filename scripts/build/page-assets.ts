import type { Manifest } from 'vite';
import type { PageAssets } from '../../src/client/components/layout/Document.tsx';

/**
 * The entry's script, its CSS and the chunks it imports statically (preloaded, to avoid a waterfall).
 */
export function pageAssetsFromManifest(manifest: Manifest, entry: string): PageAssets {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`Entry ${entry} is missing from the Vite manifest`);
  const preloads = new Set<string>();
  const stylesheets = new Set<string>(chunk.css ?? []);
  const visit = (key: string) => {
    const imported = manifest[key];
    if (!imported || preloads.has(imported.file)) return;
    preloads.add(imported.file);
    for (const css of imported.css ?? []) stylesheets.add(css);
    for (const next of imported.imports ?? []) visit(next);
  };
  for (const key of chunk.imports ?? []) visit(key);
  return {
    scripts: [`/${chunk.file}`],
    stylesheets: [...stylesheets].map((file) => `/${file}`),
    modulePreloads: [...preloads].map((file) => `/${file}`),
  };
}

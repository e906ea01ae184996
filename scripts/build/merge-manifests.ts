import type { Manifest } from 'vite';

/**
 * One manifest for browser files written by separate builds into the same folder. Keys are source
 * paths or content-hashed chunk names, so the same key must name the same file; anything else would
 * let one build's page load the other's code, and stops the build.
 */
export function mergeManifests(...manifests: readonly Manifest[]): Manifest {
  const merged: Manifest = {};
  for (const manifest of manifests) {
    for (const [key, chunk] of Object.entries(manifest)) {
      const existing = merged[key];
      if (existing && existing.file !== chunk.file) {
        throw new Error(`Two builds emit "${key}" as different files (${existing.file}, ${chunk.file})`);
      }
      merged[key] = existing ?? chunk;
    }
  }
  return merged;
}

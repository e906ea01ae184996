import { describe, expect, it } from 'vitest';
import { mergeManifests } from './merge-manifests.ts';

describe('merging the manifests of the public and the admin builds', () => {
  it('keeps every entry of both', () => {
    const merged = mergeManifests(
      { 'src/client/entry-client.ts': { file: 'assets/entry-client-a.js', isEntry: true }, '_react-x.js': { file: 'assets/react-x.js' } },
      { 'src/admin/entry-admin.tsx': { file: 'assets/entry-admin-b.js', isEntry: true }, '_react-x.js': { file: 'assets/react-x.js' } },
    );
    expect(Object.keys(merged).sort()).toEqual(['_react-x.js', 'src/admin/entry-admin.tsx', 'src/client/entry-client.ts']);
  });

  it('refuses one key naming two different files', () => {
    expect(() =>
      mergeManifests({ 'src/shared.ts': { file: 'assets/shared-a.js' } }, { 'src/shared.ts': { file: 'assets/shared-b.js' } }),
    ).toThrow('Two builds emit "src/shared.ts" as different files');
  });
});

/** Built by scripts/build/assistant-index-plugin.ts: the serialized MiniSearch index of the site, one per language. */
declare module 'virtual:assistant-index-*' {
  const serializedIndex: string;
  export default serializedIndex;
}

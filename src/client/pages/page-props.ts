/** Human-readable sizes of generated downloads, by URL ("84 KB"), measured at build time. */
export type DownloadSizes = Readonly<Record<string, string>>;

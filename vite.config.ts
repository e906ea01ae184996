import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { assistantIndexPlugin } from './scripts/build/assistant-index-plugin.ts';
import { contentPlugin } from './scripts/build/content-plugin.ts';
import { createSiteConfig } from './src/shared/site-config.ts';

/**
 * Shared by the builds in scripts/build.ts (browser, admin, prerender, server), the dev server and Vitest.
 * The site configuration is resolved once from the environment and injected into all of them; the
 * build passes SITE_URL_PLACEHOLDER as `siteUrl`, which the server replaces at start-up.
 */
export function baseViteConfig(options: { siteUrl?: string } = {}): UserConfig {
  const siteConfig = createSiteConfig({ ...process.env, ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}) });
  return {
    plugins: [contentPlugin(), react(), tailwindcss(), assistantIndexPlugin()],
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
    publicDir: 'public',
    logLevel: 'warn',
    build: {
      assetsInlineLimit: 0,
      target: 'es2022',
      reportCompressedSize: false,
    },
  };
}

export default defineConfig(baseViteConfig());

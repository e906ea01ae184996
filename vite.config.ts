import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { createSiteConfig } from './src/shared/site-config.ts';

/**
 * Shared by the three builds in scripts/build.ts (browser, prerender, server). The site configuration
 * is resolved once from the build environment and injected into all of them.
 */
export function baseViteConfig(): UserConfig {
  return {
    plugins: [react(), tailwindcss()],
    define: { __SITE_CONFIG__: JSON.stringify(createSiteConfig(process.env)) },
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

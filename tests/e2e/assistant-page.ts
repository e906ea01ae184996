import type { Page } from '@playwright/test';
import { readViteManifest } from '../support/build-output.ts';
import { ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';

// The assistant widget as a visitor finds it, for assistant.e2e.ts and assistant-voice.e2e.ts.

export const launcher = (page: Page) => page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel });
export const panel = (page: Page) => page.getByRole('dialog', { name: ASSISTANT_COPY.panelTitle });

/** Built file names of the widget's lazy chunks, from Vite's manifest. */
export async function chunkUrls() {
  const manifest = await readViteManifest();
  const file = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from the build`);
    return `/${chunk.file}`;
  };
  return {
    panel: file('src/client/features/assistant/AssistantPanel.tsx'),
    voiceSdk: file('node_modules/@vapi-ai/web/dist/vapi.js'),
  };
}

export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

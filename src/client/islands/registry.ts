import type { ComponentType } from 'react';

type IslandModule = { default: ComponentType<never> };

/** Each island's code is its own chunk, loaded only when the island hydrates. */
export const islandLoaders = {
  'demo-request-form': () => import('../features/demo-request/DemoRequestIsland.tsx'),
  'investor-form': () => import('../features/investor-form/InvestorFormIsland.tsx'),
  assistant: () => import('../features/assistant/AssistantIsland.tsx'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islandLoaders;

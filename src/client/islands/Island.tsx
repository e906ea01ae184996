import type { ComponentType, ElementType } from 'react';
import type { IslandName } from './registry.ts';

/**
 * When an island's JavaScript loads:
 * - load: right away;
 * - idle: when the main thread is idle;
 * - visible: when it nears the viewport;
 * - interaction: on the first pointer, focus or key event inside it (the first click is replayed).
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate: HydrationStrategy;
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Renders an interactive component into the prerendered HTML and marks it for hydration.
 * Everything outside an island is static HTML that ships no JavaScript.
 * Props must be JSON-serialisable: they travel in a data attribute.
 */
export function Island<P extends object>({ name, component: Component, props, hydrate, as: Tag = 'div', className, id }: IslandProps<P>) {
  return (
    <Tag data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)} className={className} id={id}>
      <Component {...props} />
    </Tag>
  );
}

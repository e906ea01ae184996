import { islandLoaders, type IslandName } from './registry.ts';
import type { HydrationStrategy } from './Island.tsx';

const hydrated = new WeakMap<HTMLElement, Promise<void>>();

function isIslandName(name: string): name is IslandName {
  return name in islandLoaders;
}

/** Hydrates one island now (idempotent). Resolves once React has committed it. */
export function hydrateIsland(element: HTMLElement): Promise<void> {
  const existing = hydrated.get(element);
  if (existing) return existing;
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) return Promise.reject(new Error(`Unknown island "${name}"`));
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const done = Promise.all([import('react'), import('react-dom/client'), islandLoaders[name]()]).then(
    ([React, ReactDOM, module]) =>
      new Promise<void>((resolve) => {
        const Component = module.default as React.ComponentType<object>;
        // Effects run after commit, so this tells us the island is live.
        function Hydrated() {
          React.useEffect(() => {
            element.dataset.hydrated = 'true';
            resolve();
          }, []);
          return React.createElement(Component, props);
        }
        ReactDOM.hydrateRoot(element, React.createElement(Hydrated), {
          onRecoverableError: (error) => console.error(`Island "${name}" hydration error`, error),
        });
      }),
  );
  hydrated.set(element, done);
  return done;
}

const INTERACTION_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

/** Hydrates on the first sign of intent; a click that lands before React is ready is replayed after. */
function hydrateOnInteraction(element: HTMLElement) {
  let pendingClick: HTMLElement | null = null;
  const start = () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start, true);
    void hydrateIsland(element).then(() => {
      element.removeEventListener('click', holdClick, true);
      pendingClick?.click();
      pendingClick = null;
    });
  };
  const holdClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>('button, a, [role="button"], summary');
    // Links work without JavaScript; only controls that need React wait for it.
    if (!control || control instanceof HTMLAnchorElement) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pendingClick = control;
    start();
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, start, { capture: true, passive: true });
  element.addEventListener('click', holdClick, true);
}

function hydrateWhenVisible(element: HTMLElement) {
  if (!('IntersectionObserver' in window)) return void hydrateIsland(element);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void hydrateIsland(element);
      }
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(element);
  // Typing into a field before it was seen (e.g. after a jump link) also wakes it.
  hydrateOnInteraction(element);
}

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 200);

export function scheduleIslands(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const strategy = (element.dataset.hydrate ?? 'load') as HydrationStrategy;
    if (strategy === 'load') void hydrateIsland(element);
    else if (strategy === 'idle') whenIdle(() => void hydrateIsland(element));
    else if (strategy === 'visible') hydrateWhenVisible(element);
    else hydrateOnInteraction(element);
  }
}

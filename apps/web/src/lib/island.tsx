// Islands (decision 030): a pre-rendered public page is HTML; only its interactive parts run
// script. `island('RatesPreview', RatesPreview)` marks such a part: pre-rendered, it is wrapped
// in <mizani-island> carrying its name and its props as JSON, and islands/main.tsx hydrates that
// element alone with the component the registry (islands/registry.ts) loads under that name.
// In the single-page app (dashboard, admin, and public pages reached from them) the wrapper is
// rendered the same way, but nothing reads it.
import {
  createContext,
  createElement,
  useContext,
  type ComponentType,
  type ReactElement,
} from 'react';
import { isBrowser } from '@/config/env';

/**
 * When an island hydrates: `load` as soon as the page's script runs (above the fold, or holding
 * a form field); `idle` once the page has loaded and the browser has nothing else to do;
 * `visible` once it comes near the screen, its code fetched only then (a part below the fold
 * that only animates or steps through what the HTML already shows). In every case a click or a
 * focus inside it before then hydrates it at once, and the click is replayed.
 */
export type IslandWhen = 'load' | 'idle' | 'visible';

/** Inside an island's own tree: a nested island renders as a plain component. */
export const InsideIsland = createContext(false);

/** The custom element islands live in (display: contents, styles/index.css). */
export const ISLAND_TAG = 'mizani-island';

/** Props travel as JSON: a function or an element here would be silently lost, so refuse it. */
function serialise(name: string, props: object): string | undefined {
  const keys = Object.keys(props);
  if (!keys.length) return undefined;
  return JSON.stringify(props, (key, value: unknown) => {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
      throw new Error(`island ${name}: prop "${key}" cannot travel as JSON`);
    if (value && typeof value === 'object' && '$$typeof' in value)
      throw new Error(`island ${name}: prop "${key}" is an element; islands take data only`);
    return value;
  });
}

export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  when: IslandWhen = 'load',
): (props: P) => ReactElement {
  function Island(props: P) {
    const inside = useContext(InsideIsland);
    if (inside) return createElement(Component, props);
    return createElement(
      ISLAND_TAG,
      {
        'data-island': name,
        'data-when': when === 'load' ? undefined : when,
        // Only the pre-renderer writes props: the single-page app never hydrates an island.
        'data-props': isBrowser ? undefined : serialise(name, props),
      },
      createElement(InsideIsland.Provider, { value: true }, createElement(Component, props)),
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

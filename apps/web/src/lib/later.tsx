// Hydration in two tasks (decision 030, "An island in two tasks"). Preact hydrates an island in
// one uninterrupted call, and the first calls of a page's code are slow (V8 compiles each
// function on its first call): the header or the sign-in card took 50-75 ms at a phone's 4x
// slowdown, over the 50 ms a task may take before it blocks input (Total Blocking Time). A part
// wrapped in <Later> suspends during the island's hydration, its pre-rendered DOM kept as it is
// (Preact resumes a suspended hydration on that DOM), and hydrates in the next task, when
// islands/main.tsx opens the island's gate. The island stays without data-hydrated until then,
// so a click, a submit or typing in the meantime is held and replayed as before hydration.
//
// <Later> must wrap exactly one element: a suspended part keeps one DOM node for itself.
// Outside a hydrating island (the pre-renderer, the single-page app) it changes nothing.
import { createContext, createElement, Suspense, useContext, type ReactNode } from 'react';

/** Per hydrating island: `wait` is pending until the island's second task. */
export interface LaterGate {
  wait: Promise<void> | null;
  /** A part waited: the island has a second task to run. */
  used: boolean;
}
export const LaterGateContext = createContext<LaterGate | null>(null);

function Gate({ children }: { children: ReactNode }) {
  const gate = useContext(LaterGateContext);
  if (gate?.wait) {
    gate.used = true;
    throw gate.wait;
  }
  return children;
}

export function Later({ children }: { children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, createElement(Gate, null, children));
}

/** A gate that opens when told, for islands/main.tsx. */
export function laterGate(): LaterGate & { open: () => void } {
  let open!: () => void;
  const gate = {
    wait: new Promise<void>((resolve) => (open = resolve)) as Promise<void> | null,
    used: false,
    open: () => {
      gate.wait = null;
      open();
    },
  };
  return gate;
}

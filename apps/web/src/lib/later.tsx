// Hydration in two steps (decision 030, "An island in two tasks"; decision 033 for React). The
// first calls of a page's code are slow (V8 compiles each function on its first call): the header
// or the sign-in card took 50-75 ms at a phone's 4x slowdown in one task, over the 50 ms a task
// may take before it blocks input (Total Blocking Time). A part wrapped in <Later> is a Suspense
// boundary that stays dehydrated (its pre-rendered DOM kept as it is) until the island's own tree
// has hydrated; islands/main.tsx opens the gate as that tree commits (before anything can
// re-render it: React throws away a dehydrated part that is updated while it cannot hydrate, and
// draws it anew) and React hydrates the part in a retry task of its own.
// The island stays without data-hydrated until every part has, so a click, a submit or typing in
// the meantime is held and replayed as before hydration.
//
// How many parts an island has is written by the pre-renderer on the island's element
// (`data-later`, from the `parts` it counts here), so islands/main.tsx knows what to wait for
// whatever order React renders in: React hydrates each Suspense boundary in a pass of its own
// after the island's commit, so nothing can be read right after hydrateRoot().
// Outside a hydrating island (the single-page app) it changes nothing.
import {
  createContext,
  createElement,
  Suspense,
  useContext,
  useEffect,
  useId,
  type ReactNode,
} from 'react';

export interface LaterGate {
  /** Pending while the island's own tree hydrates; null once the parts may hydrate. */
  wait: Promise<void> | null;
  /** The pre-renderer counts the parts by their ids (a boundary may render twice). */
  parts?: Set<string>;
  /** A part hydrated (its effects ran): islands/main.tsx counts them. */
  hydrated?: (id: string) => void;
}
export const LaterGateContext = createContext<LaterGate | null>(null);

function Gate({ children }: { children: ReactNode }) {
  const gate = useContext(LaterGateContext);
  const id = useId();
  gate?.parts?.add(id);
  // After the part's own effects (a parent's run after its children's): it answers input now.
  useEffect(() => gate?.hydrated?.(id), [gate, id]);
  if (gate?.wait) throw gate.wait;
  return children;
}

export function Later({ children }: { children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, createElement(Gate, null, children));
}

/**
 * The gate of one hydrating island with `expected` parts, for islands/main.tsx: `open()` lets the
 * parts hydrate, `done` resolves once every one has.
 */
export function laterGate(expected: number) {
  let open!: () => void;
  let done!: () => void;
  const seen = new Set<string>();
  const gate: LaterGate & { open: () => void; done: Promise<void> } = {
    wait: new Promise<void>((resolve) => (open = resolve)),
    open: () => {
      gate.wait = null;
      open();
    },
    done: new Promise<void>((resolve) => (done = resolve)),
    hydrated: (id) => {
      // A part hydrated before the gate opened would be the bug this gate exists against.
      if (gate.wait) console.error(`a <Later> part (${id}) hydrated before its island`);
      seen.add(id);
      if (seen.size >= expected) done();
    },
  };
  if (expected === 0) done();
  return gate;
}

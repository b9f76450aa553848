// The script of every pre-rendered page (decision 030): the page is HTML, and only its islands
// (lib/island.tsx) hydrate, each in a task of its own, each with its own code and words.
// Links between pages are plain links: the next page is HTML again.
import {
  createElement,
  startTransition,
  useEffect,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadLocale } from '@/lib/i18n/i18n';
import { splitLocale, type Locale } from '@/lib/i18n/locales';
import { adoptStyleNonce } from '@/lib/style-nonce';
import { replayTap } from '@/lib/early-tap';
import { ISLAND_TAG, InsideIsland } from '@/lib/island';
import { LaterGateContext, laterGate } from '@/lib/later';
import { ISLANDS } from './registry';
import { islandPart, islandPrefix } from './names';
import { isDialogTrigger, watchDialogTriggers } from './dialog-triggers';
import { cn } from '@/lib/utils';
import '@/styles/index.css';

type IslandElement = HTMLElement & {
  dataset: { island: string; props?: string; when?: string; later?: string };
};

/**
 * Around an island's tree: `onLayout` once the tree has hydrated and is in the document (after
 * its children's layout effects, before any update they scheduled renders), `onCommit` once its
 * effects have run too.
 */
function Committed({
  onLayout,
  onCommit,
  children,
}: {
  onLayout: () => void;
  onCommit: () => void;
  children?: ReactNode;
}) {
  useLayoutEffect(onLayout, [onLayout]);
  useEffect(onCommit, [onCommit]);
  return children;
}

const hydrated = new WeakMap<Element, Promise<void>>();
/** A click inside an island that has not hydrated yet: clicked again once it has. */
let pendingTap: { island: Element; target: HTMLElement } | null = null;
/** A form of an island sent before it hydrated: sent again once it has. */
let pendingSubmit: { island: Element; form: HTMLFormElement } | null = null;

/** Gives the main thread back between islands (input, paint), so no task runs long. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (s?.yield) void s.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

function hydrate(el: IslandElement, index: number, locale: Locale): Promise<void> {
  let done = hydrated.get(el);
  if (done) return done;
  const { island: name, props } = el.dataset;
  const load = ISLANDS[name];
  if (!load) {
    console.error(`island ${name}: not in the registry`);
    return Promise.resolve();
  }
  done = Promise.all([load(), loadLocale(locale, islandPart(name))]).then(async ([Component]) => {
    await nextTask();
    let started = performance.now();
    // The pre-renderer counted the island's <Later> parts (lib/later.tsx).
    const gate = laterGate(Number(el.dataset.later ?? 0));
    let committed!: () => void;
    const hydratedOwn = new Promise<void>((resolve) => (committed = resolve));
    const tree = createElement(
      Committed,
      // The gate opens as the island's own tree commits, before anything re-renders it: a
      // <Later> part still dehydrated when its island re-renders (an effect's state, the session
      // arriving) is thrown away by React and drawn anew on the client when it cannot hydrate
      // then, which loses the node a held tap aims at and the text typed into its fields. Open,
      // React hydrates the part in that re-render, or else in a retry task of its own.
      { onLayout: gate.open, onCommit: committed },
      createElement(
        LaterGateContext.Provider,
        { value: gate },
        createElement(
          InsideIsland.Provider,
          { value: true },
          createElement(Component as ComponentType<object>, props ? JSON.parse(props) : {}),
        ),
      ),
    );
    // React hydrates in tasks of its own (the island's tree, then each Suspense boundary in a
    // pass of its own): what follows waits for the island's effects, not for the call. In a
    // transition it hydrates in slices of a few milliseconds, so no island is one long task
    // (issue 35: TBT). What made that lose before: stores that changed while an island hydrated
    // (the session, data arriving) re-rendered it at once; islands now read the session in
    // transitions too (lib/session.ts) and draw new data from deferred values.
    startTransition(() => {
      hydrateRoot(el, tree, { identifierPrefix: islandPrefix(index) });
    });
    await hydratedOwn;
    // Each step of a hydration shows in the browser's performance panel and to the bench.
    performance.measure(`island ${name}`, { start: started });
    // Its <Later> parts: React hydrates each in a task of its own now that their gate is open.
    if (el.dataset.later) {
      started = performance.now();
      await gate.done;
      performance.measure(`island ${name} (later)`, { start: started });
    }
    el.setAttribute('data-hydrated', '');
    catchUpTyping(el);
    if (pendingSubmit?.island === el) {
      const { form } = pendingSubmit;
      pendingSubmit = null;
      await nextTask();
      if (form.isConnected) form.requestSubmit();
    }
    // The click is replayed once every part of the island has hydrated and run its effects.
    if (pendingTap?.island === el) {
      const { target } = pendingTap;
      pendingTap = null;
      await nextTask();
      target.removeAttribute('aria-busy');
      if (target.isConnected) replayTap(target);
    }
  });
  hydrated.set(el, done);
  done.catch((err: unknown) => console.error(`island ${name}: could not hydrate`, err));
  return done;
}

/**
 * Text typed into a field before its island hydrated is in the DOM but not in the component's
 * state: hydration keeps the DOM's value and fires nothing. React hydrated the field knowing the
 * typed text as its value already (it keeps the last value it saw through the field's own `value`
 * setter, and hydration read it), so an input event alone would tell it nothing changed. The
 * field is told its rendered value through its own setter, given the typed text back through the
 * element's native one (React does not see that), then sent the input event the typing would
 * have sent: the component's onChange gets the typed text, as if typed after hydration.
 */
function catchUpTyping(el: Element) {
  for (const field of el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea',
  )) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (native) {
      field.value = field.defaultValue;
      native.call(field, typed);
    }
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Elements a click should reach only once the island's script is there: controls, and links (a
 * link of an island may do something before it leads on, as the language links remember the
 * choice).
 */
const ACTIVE =
  'a[href], button, [role="button"], [role="tab"], [role="switch"], summary, [data-early-tap]';

async function start() {
  adoptStyleNonce();
  const { locale } = splitLocale(window.location.pathname);
  const islands = Array.from(document.querySelectorAll<IslandElement>(ISLAND_TAG));
  const indexOf = new Map(islands.map((el, i) => [el, i]));
  const wake = (el: IslandElement) => hydrate(el, indexOf.get(el)!, locale);

  // A tap made before this script ran (public/early-tap.js recorded it): replayed once what it
  // tapped can answer.
  const { tap: early, form: earlyForm } = window.__earlyTap?.take() ?? { tap: null, form: null };
  const earlyIsland = early?.closest<IslandElement>(ISLAND_TAG);
  if (early instanceof HTMLElement && earlyIsland)
    pendingTap = { island: earlyIsland, target: early };
  const formIsland = earlyForm?.closest<IslandElement>(ISLAND_TAG);
  if (earlyForm && formIsland) pendingSubmit = { island: formIsland, form: earlyForm };

  // From now on: a click on a control of an island still without script waits for it, and a
  // focus inside one (keyboard, a field) wakes it at once.
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>(ACTIVE);
      const el = target?.closest<IslandElement>(`${ISLAND_TAG}:not([data-hydrated])`);
      if (!target || !el) return;
      // A link opened elsewhere (new tab, window) is the browser's alone.
      const elsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
      if (elsewhere && target.matches('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      target.setAttribute('aria-busy', 'true');
      pendingTap = { island: el, target };
      void wake(el);
    },
    true,
  );
  // A form sent before its island hydrated would go as a plain GET with its fields in the address.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const el = form.closest<IslandElement>(`${ISLAND_TAG}:not([data-hydrated])`);
      if (!el) return;
      event.preventDefault();
      event.stopPropagation();
      pendingSubmit = { island: el, form };
      void wake(el);
    },
    true,
  );
  document.addEventListener('focusin', (event) => {
    const el = (event.target as Element | null)?.closest<IslandElement>(
      `${ISLAND_TAG}:not([data-hydrated])`,
    );
    if (el) void wake(el);
  });
  watchDialogTriggers(locale);
  if (early instanceof HTMLElement && isDialogTrigger(early)) {
    early.removeAttribute('aria-busy');
    early.click();
  }

  await loadLocale(locale);
  // tailwind-merge builds its tables on its first call: in a task of its own, not inside the
  // first island's hydration (every island merges class names).
  await nextTask();
  cn('p-1', 'p-2');
  await nextTask();
  const idle: IslandElement[] = [];
  // Each loads at once and hydrates in a task of its own when its code is in.
  for (const el of islands) {
    const when = el.dataset.when ?? 'load';
    if (when === 'idle') idle.push(el);
    else if (when === 'visible') wakeWhenNear(el, wake);
    else void wake(el);
  }
  if (pendingTap) void wake(pendingTap.island as IslandElement);
  if (pendingSubmit) void wake(pendingSubmit.island as IslandElement);
  // The others once the page has loaded and the browser is idle.
  const wakeIdle = () => idle.forEach((el) => void wake(el));
  afterLoad(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(wakeIdle, { timeout: 2000 });
    else setTimeout(wakeIdle, 200);
  });
  mountToasterLater();
}

/**
 * The toaster (sonner) mounts on the first interaction or a few seconds after load, as in the
 * app (RootLayout): toasts follow actions, and sonner shows the ones raised before it mounted.
 */
function mountToasterLater() {
  let mounted = false;
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const mount = () => {
    if (mounted) return;
    mounted = true;
    for (const e of events) window.removeEventListener(e, mount, { capture: true });
    void import('@/app/layout/AppToaster').then(({ default: AppToaster }) => {
      const host = document.createElement('div');
      document.body.append(host);
      createRoot(host).render(createElement(AppToaster));
    });
  };
  for (const e of events) window.addEventListener(e, mount, { capture: true, passive: true });
  afterLoad(() => setTimeout(mount, 4000));
}

/** Half a phone screen ahead: its code is in by the time it scrolls into view. */
const NEAR = '400px 0px';
let nearObserver: IntersectionObserver | undefined;
const nearIslands = new Map<Element, IslandElement>();

/**
 * Wakes an island once it comes near the screen. The marker is `display: contents` (no box to
 * intersect), so what is watched is its first element.
 */
function wakeWhenNear(el: IslandElement, wake: (el: IslandElement) => Promise<void>) {
  const box = el.firstElementChild;
  if (!box || !('IntersectionObserver' in window)) return void wake(el);
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = nearIslands.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        nearObserver!.unobserve(entry.target);
        nearIslands.delete(entry.target);
        void wake(island);
      }
    },
    { rootMargin: NEAR },
  );
  nearIslands.set(box, el);
  nearObserver.observe(box);
}

function afterLoad(fn: () => void) {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', fn, { once: true });
}

void start();

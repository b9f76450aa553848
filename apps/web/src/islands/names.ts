// Shared by the pre-renderer and the islands' script: both must name things alike.

/** An island's part of the language catalogues (scripts/catalogue-usage.ts makes one each). */
export const islandPart = (name: string) => `island-${name}`;

/**
 * The prefix of the ids an island's components make (useId): its place among the page's islands,
 * so two islands never make the same id and hydration makes the ids the pre-render wrote.
 */
export const islandPrefix = (index: number) => `i${index}-`;

/**
 * The island's tree with its ids prefixed by its place, whichever runtime renders it: React takes
 * `identifierPrefix` (islandPrefix); Preact ignores that option and numbers the ids of a tree
 * ("P<a>-<n>") from the mask of the nearest element carrying one (its `_mask`, `__m` once built),
 * every root starting at 0, so each island's root element gets a mask of its own.
 */
export function withIslandIds<T extends object>(tree: T, index: number): T {
  // Harmless on a React element (nothing reads it; frozen ones are left alone).
  if (Object.isExtensible(tree)) (tree as { __m?: [number, number] }).__m = [index + 1, 0];
  return tree;
}

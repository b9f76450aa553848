// Shared by the pre-renderer and the islands' script: both must name things alike.

/** An island's part of the language catalogues (scripts/catalogue-usage.ts makes one each). */
export const islandPart = (name: string) => `island-${name}`;

/**
 * The prefix of the ids an island's components make (useId): its place among the page's islands,
 * so two islands never make the same id and hydration makes the ids the pre-render wrote.
 */
export const islandPrefix = (index: number) => `i${index}-`;

// Types of web-layers.js for the TypeScript that imports it (its RuleTester test).
import type { Rule } from 'eslint';

export const RANK: Record<string, number>;
export function placeOf(
  file: string,
  srcDir: string,
): { rank: number; name: string; feature?: string } | null;
declare const plugin: { rules: { layers: Rule.RuleModule } };
export default plugin;

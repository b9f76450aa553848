// Types of preact-runtime.mjs (a plain ES module, so Node loads it as a hook without tsx).
import type { LoadHook, ResolveHook } from 'node:module';
import type { Options } from 'preact';

export declare const REACT_TO_PREACT: Readonly<Record<string, string>>;
export declare const resolve: ResolveHook;
export declare const load: LoadHook;
export declare function preactForRequire(modules: Record<string, object>): void;
export declare function assertPreactOnly(): void;
export declare function keepTranslateNoInHtml(options: Options): void;
export declare function escapeGtInAttributes(html: string): string;

export * from './change.ts';
export * from './display.ts';
export * from './cross.ts';
export * from './crossing.ts';
export * from './guard.ts';

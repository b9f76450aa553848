import { D } from '@mizani/shared';

// Raw rows of the wallet's tables as JSON: timestamps as ISO text, stored numeric(24,4) amounts
// with two decimals (every wallet currency has two minor units).
export const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
export const m2 = (v: string | null) => (v == null ? null : new D(v).toFixed(2));

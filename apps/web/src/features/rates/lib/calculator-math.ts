// The rates calculator's arithmetic (decimal.js, 13 kB gzip), loaded when the calculator nears the
// viewport (components/Calculator.tsx, decision 027) rather than with /rates.
import { convert, inverseRate } from '@mizani/shared';

export { convert, inverseRate };
export { indicativeQuote } from '@/lib/indicative-quote';

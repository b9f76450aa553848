// Loaded first by bench/rails.ts: the server's logger reads LOG_LEVEL when it is imported, and a
// log line per callback would be measured with the rails.
process.env.LOG_LEVEL ??= 'silent';

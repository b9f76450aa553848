// Tests never need the outside world; keep logs quiet unless asked.
process.env.LOG_LEVEL ??= 'silent';

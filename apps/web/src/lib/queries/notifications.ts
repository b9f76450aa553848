// The bell's query key, shared: a money action (an order, a withdrawal) refreshes the bell at once,
// since the server writes its notice in the same transaction.
export const notificationsKeys = { all: ['notifications'] as const };

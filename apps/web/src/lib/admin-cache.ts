import type { QueryClient } from '@tanstack/react-query';

// Every admin read is keyed under 'admin' (each feature's api/ adds its resource). A change to
// any resource may move the dashboard's counts and adds to the audit log, so both are refreshed.
export const adminRoot = ['admin'] as const;
export const adminDashboardKey = ['admin', 'dashboard'] as const;
export const adminAuditKey = ['admin', 'audit'] as const;

/** After an admin change: the given keys, the dashboard and the audit log. */
export function invalidateAdmin(qc: QueryClient, ...keys: (readonly unknown[])[]) {
  for (const k of keys) void qc.invalidateQueries({ queryKey: k });
  void qc.invalidateQueries({ queryKey: adminDashboardKey });
  void qc.invalidateQueries({ queryKey: adminAuditKey });
}

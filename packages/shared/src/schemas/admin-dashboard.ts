import type { RequestType } from './request-inbox.ts';

// The admin overview's figures, counted across resources (requests, clients, funding, conversions).

export interface AdminDashboard {
  generatedAt: string;
  requests: Record<RequestType, { today: number; days7: number; days30: number; open: number }>;
  newClients: { today: number; days7: number; days30: number };
  pendingDeposits: number | null;
  pendingWithdrawals: number | null;
  /** Filled conversions over 30 days per sold currency: amount sold and fees earned (decimal strings). */
  conversionVolume: { currency: string; amount: string; fees: string; count: number }[];
  requestsPerDay: {
    date: string;
    consultation: number;
    quote: number;
    inquiry: number;
    application: number;
  }[];
}

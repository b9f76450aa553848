// The badge of a batch's or a line's status (BulkPayouts.tsx and the files beside it).
export const BULK_STATUS_VARIANT: Record<
  string,
  'success' | 'secondary' | 'muted' | 'destructive' | 'outline'
> = {
  draft: 'outline',
  pending_approval: 'outline',
  processing: 'secondary',
  completed: 'success',
  rejected: 'destructive',
  cancelled: 'muted',
  failed: 'destructive',
  pending: 'outline',
  sent: 'secondary',
  paid: 'success',
  refunded: 'destructive',
};

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { transferQuery } from '../api/send';

/**
 * A transfer paid in for alone, followed every `everyMs` until the server has moved it on (the
 * money came and it was sent, or it closed): then `onSent`, and the receipt takes over.
 */
export function useSentWhenPaid(transferId: string, everyMs: number, onSent: () => void) {
  const transfer = useQuery({
    ...transferQuery(transferId),
    refetchInterval: (q) =>
      !q.state.data || q.state.data.transfer.status === 'awaiting_confirmation' ? everyMs : false,
  }).data?.transfer;
  const moved = !!transfer && transfer.status !== 'awaiting_confirmation';
  useEffect(() => {
    if (moved) onSent();
  }, [moved, onSent]);
  return transfer;
}

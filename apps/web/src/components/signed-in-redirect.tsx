import { useEffect } from 'react';
import { useAuth } from '@/lib/session';
import { island } from '@/lib/island';

/**
 * A pre-rendered page that is not for signed-in visitors (its HTML is the signed-out one): once
 * the session check says signed in, the visitor goes on to `to` (decision 030). Renders nothing.
 */
export const SignedInRedirect = island(
  'SignedInRedirect',
  function SignedInRedirect({ to }: { to: string }) {
    const { user } = useAuth();
    useEffect(() => {
      if (user) window.location.replace(to);
    }, [user, to]);
    return null;
  },
);

import { D } from '../money.ts';

export type AlertDirection = 'above' | 'below';

export interface AlertState {
  direction: AlertDirection;
  targetRate: string;
  /** True when the alert may fire: it has not fired since the rate was last on the other side. */
  armed: boolean;
}

/**
 * One crossing, one alert. "above" fires when the mid rises above the target (mid > target) and
 * re-arms once the mid is back at or below it; "below" is the mirror image. Returns whether the
 * alert fires on this rate and its armed state afterwards.
 */
export function evaluateCrossing(
  alert: AlertState,
  mid: string,
): { fires: boolean; armed: boolean } {
  const m = new D(mid);
  const beyond = alert.direction === 'above' ? m.gt(alert.targetRate) : m.lt(alert.targetRate);
  if (alert.armed && beyond) return { fires: true, armed: false };
  if (!alert.armed && !beyond) return { fires: false, armed: true };
  return { fires: false, armed: alert.armed };
}

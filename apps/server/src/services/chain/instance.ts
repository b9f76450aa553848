import { randomUUID } from 'node:crypto';
import type { PublicClient } from 'viem';
import type { ChainConfig } from './config.ts';

// What the rest of the server knows of a running chain rail, without loading viem (a type only):
// the rail's modules that do load it are imported when a chain rail starts.

export interface ChainRail {
  config: ChainConfig;
  client: PublicClient;
  /** This instance's name in chain_watch.leader. */
  instanceId: string;
}

export const newInstanceId = () => `instance-${randomUUID()}`;

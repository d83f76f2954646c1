import type { Migration } from '../migrate.ts';
import { identity } from './001-identity.ts';

/**
 * Every migration in the order it is applied. Ranges keep modules apart: 001–009 infra and
 * identity, 010–019 account, 020–029 databases, 030–039 storage, 040–049 realtime,
 * 050–089 shop, 090–099 analytics.
 */
export const migrations: readonly Migration[] = [identity];

// The transaction handle Drizzle gives to db.transaction()'s callback.
import type { Db } from '../../db/open.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

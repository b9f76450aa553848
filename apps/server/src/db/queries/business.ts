import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { organization } from '../schema/index.ts';

/** Whether every member must use two-factor sign-in to act for the business. */
export async function setRequireTwoFactor(db: DbOrTx, businessId: string, required: boolean) {
  await db
    .update(organization)
    .set({ requireTwoFactor: required })
    .where(eq(organization.id, businessId));
}

import { randomUUID } from 'node:crypto';
import { blockingKeys, nameKey, nameTokens } from '@mizani/shared';
import type { Db, DbOrTx } from '../client.ts';
import {
  kycProfiles,
  kycSubmissions,
  screeningEntries,
  screeningImports,
  screeningKeys,
  screeningNames,
} from '../schema/index.ts';
import { createVerifiedUser } from './users.ts';
import { DEMO_USERS } from './demo-users.ts';

// Verification in the demo (issue 22): the demo client is verified at tier 1 so every money
// journey works, a second demo client has not started (the gate shows), and a small fictional
// sanctions list is loaded (real lists are imported by admins; tests bring their own).

export interface VerifiedDetails {
  fullLegalName: string;
  dateOfBirth: string;
  nationality: string;
  country: string;
}

/**
 * Records a client as verified at `tier`, as an approved submission would: the profile and an
 * approved tier 1 submission (and tier 2 when asked). For the seed and for test set-ups; no
 * route reaches it, so it cannot weaken the gate.
 */
export async function markVerified(
  db: DbOrTx,
  userId: string,
  tier: 1 | 2,
  who: VerifiedDetails,
  approvedBy: string | null = null,
) {
  await db
    .insert(kycProfiles)
    .values({
      userId,
      tier,
      fullLegalName: who.fullLegalName,
      dateOfBirth: who.dateOfBirth,
      nationality: who.nationality,
      country: who.country,
      nameKey: nameKey(who.fullLegalName),
      screenedAt: new Date(),
    })
    .onConflictDoUpdate({ target: kycProfiles.userId, set: { tier } });
  for (let t = 1; t <= tier; t++)
    await db.insert(kycSubmissions).values({
      userId,
      tier: t,
      status: 'approved',
      country: who.country,
      details:
        t === 1
          ? {
              personal: {
                fullLegalName: who.fullLegalName,
                dateOfBirth: who.dateOfBirth,
                nationality: who.nationality,
                addressLine1: '14 Riverside Drive',
                city: 'Nairobi',
                country: who.country,
                phone: '+254700000000',
              },
              idDocument: {
                type: 'passport',
                number: 'DEMO12345',
                issuingCountry: who.nationality,
                expiryDate: '2031-12-31',
              },
              proofOfAddress: { documentDate: new Date().toISOString().slice(0, 10) },
            }
          : {
              sourceOfFunds: 'business_income',
              description: 'Trading income of the family business',
              expectedMonthlyVolumeUsd: '50000',
            },
      checks: { legible: true, nameMatches: true, notExpired: true, addressRecent: true },
      decidedBy: approvedBy,
      decidedAt: new Date(),
    });
}

/** A small, fictional list: names invented for the demo, matching no real person. */
const DEMO_LIST = 'Mizani demo list';
const DEMO_ENTRIES: {
  name: string;
  aliases: string[];
  dob: string | null;
  nationality: string | null;
  programme: string;
}[] = [
  {
    name: 'Viktor Stepanovich Drozdov',
    aliases: ['Wiktor Drozdow'],
    dob: '1964-02-11',
    nationality: 'Demoland',
    programme: 'DEMO-ASSET-FREEZE',
  },
  {
    name: 'Kassim Abdulrahman Yusuf',
    aliases: ['Qasim Abd al-Rahman Yousef'],
    dob: '1971',
    nationality: 'Demoland',
    programme: 'DEMO-TERRORISM',
  },
  {
    name: 'Marguerite Okwuosa-Delacroix',
    aliases: [],
    dob: '1958-09-30',
    nationality: 'Freedonia',
    programme: 'DEMO-PEP',
  },
  {
    name: 'Tobias Grunewald Ferreira',
    aliases: ['Tobias Grünewald'],
    dob: '1980-05-05',
    nationality: 'Freedonia',
    programme: 'DEMO-FRAUD',
  },
  {
    name: 'Zhanna Igorevna Kravets',
    aliases: ['Jeanne Kravetz'],
    dob: '1975',
    nationality: 'Demoland',
    programme: 'DEMO-ASSET-FREEZE',
  },
  {
    name: 'Obadiah Kintu Waswa',
    aliases: [],
    dob: '1969-12-01',
    nationality: 'Ruritania',
    programme: 'DEMO-PEP',
  },
  {
    name: 'Selim Haddad Qureshi',
    aliases: ['Salim Hadad Kureshi'],
    dob: null,
    nationality: 'Ruritania',
    programme: 'DEMO-NARCOTICS',
  },
  {
    name: 'Northwind Shell Holdings',
    aliases: ['Northwind Holdings SA'],
    dob: null,
    nationality: null,
    programme: 'DEMO-ENTITY',
  },
];

export async function seedVerificationDemo(db: Db, ids: { clientId: string; adminId: string }) {
  const c = DEMO_USERS.client;
  await markVerified(
    db,
    ids.clientId,
    1,
    {
      fullLegalName: `${c.firstName} ${c.lastName}`,
      dateOfBirth: '1986-04-17',
      nationality: c.country,
      country: c.country,
    },
    ids.adminId,
  );
  await createVerifiedUser(db, DEMO_USERS.unverified);
  const importId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(screeningImports).values({
      id: importId,
      listNames: [DEMO_LIST],
      entries: DEMO_ENTRIES.length,
      importedBy: ids.adminId,
      rescreenStatus: 'done',
      rescreenFinishedAt: new Date(),
      clientsScreened: 1,
      casesOpened: 0,
    });
    for (const e of DEMO_ENTRIES) {
      const [row] = await tx
        .insert(screeningEntries)
        .values({
          listName: DEMO_LIST,
          name: e.name,
          aliases: e.aliases,
          dateOfBirth: e.dob,
          nationality: e.nationality,
          programme: e.programme,
          importId,
        })
        .returning({ id: screeningEntries.id });
      for (const n of [e.name, ...e.aliases]) {
        const tokens = nameTokens(n);
        const [name] = await tx
          .insert(screeningNames)
          .values({ entryId: row!.id, name: n, nameKey: tokens.join(' ') })
          .returning({ id: screeningNames.id });
        await tx
          .insert(screeningKeys)
          .values(blockingKeys(tokens).map((key) => ({ key, nameId: name!.id })));
      }
    }
  });
}

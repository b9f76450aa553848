import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  consultationRequests,
  inquiries,
  jobApplications,
  quoteRequests,
  requestNotes,
} from '../schema/index.ts';
import { queryRows } from '../client.ts';

const daysAgo = (d: number, h = 0) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);

/** Demo inbox for the admin area: a few requests of each kind over the last two weeks. */
export async function seedAdminDemo(db: Db, ids: { clientId: string; adminId: string }) {
  await db.insert(quoteRequests).values([
    {
      name: 'Kofi Mensah',
      email: 'kofi.mensah@example.com',
      company: 'Accra Cocoa Traders',
      phone: '+233 30 000 0000',
      currencyFrom: 'USD',
      currencyTo: 'GHS',
      amount: '250000.00',
      urgency: 'high',
      message: 'Monthly settlement for cocoa shipments.',
      createdAt: daysAgo(0, 2),
      updatedAt: daysAgo(0, 2),
    },
    {
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      company: 'Nairobi Logistics Ltd',
      currencyFrom: 'EUR',
      currencyTo: 'KES',
      amount: '48000.00',
      urgency: 'medium',
      userId: ids.clientId,
      createdAt: daysAgo(2),
      updatedAt: daysAgo(2),
    },
    {
      name: 'Thabo Nkosi',
      email: 'thabo@example.com',
      currencyFrom: 'GBP',
      currencyTo: 'ZAR',
      amount: '12000.00',
      urgency: 'low',
      status: 'closed',
      createdAt: daysAgo(9),
      updatedAt: daysAgo(8),
    },
  ]);
  const [c] = await db
    .insert(consultationRequests)
    .values([
      {
        name: 'Amina Yusuf',
        email: 'amina@example.com',
        company: 'Lagos Fintech Partners',
        message: 'We want a treasury review for our NGN exposure.',
        createdAt: daysAgo(1),
        updatedAt: daysAgo(1),
      },
      {
        name: 'Daniel Haile',
        email: 'daniel@example.com',
        company: 'Addis Imports',
        preferredTime: '10:00',
        status: 'in_progress',
        assignedTo: ids.adminId,
        createdAt: daysAgo(5),
        updatedAt: daysAgo(4),
      },
    ])
    .returning({ id: consultationRequests.id });
  await db.insert(inquiries).values([
    {
      name: 'Neema Mushi',
      email: 'neema@example.com',
      subject: 'Verification status',
      inquiryType: 'account',
      message: 'I uploaded my documents two days ago. How long does verification take?',
      createdAt: daysAgo(0, 5),
      updatedAt: daysAgo(0, 5),
    },
    {
      name: 'Buy cheap followers',
      email: 'spam@example.net',
      subject: 'SEO offer',
      inquiryType: 'general',
      message: 'Best SEO prices!!!',
      status: 'spam',
      createdAt: daysAgo(3),
      updatedAt: daysAgo(3),
    },
  ]);
  const [job] = await queryRows<{ id: string }>(
    db,
    sql`select id from jobs where is_active order by created_at desc limit 1`,
  );
  await db.insert(jobApplications).values({
    jobId: job?.id ?? null,
    applicantName: 'Grace Mwale',
    applicantEmail: 'grace.mwale@example.com',
    coverLetter:
      'I have six years of experience on an FX desk in Lusaka and would love to join Mizani.',
    createdAt: daysAgo(4),
    updatedAt: daysAgo(4),
  });
  if (c)
    await db.insert(requestNotes).values({
      requestType: 'consultation',
      requestId: c.id,
      authorId: ids.adminId,
      body: 'Asked for their current monthly volumes.',
    });
}

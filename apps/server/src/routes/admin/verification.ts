import { Hono } from 'hono';
import { ReviewDecisionSchema, VerificationQueueQuerySchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { readJson, readQuery, uuidParam } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';
import { documentVault } from '../../services/storage/index.ts';
import { documentResponse, readDocument } from '../../services/verification/documents.ts';
import {
  decide,
  listQueue,
  startReview,
  submissionDetail,
  verificationFigures,
} from '../../services/verification/review.ts';
import { adminActor } from './actor.ts';

// The admin Verification queue (issue 22). Mounted behind requireRole('admin') (routes/index.ts).
export function adminVerificationRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const baseUrl = deps.env.BETTER_AUTH_URL;
  const actor = adminActor;

  app.get('/', async (c) =>
    c.json(await listQueue(db, readQuery(c, VerificationQueueQuerySchema))),
  );
  app.get('/figures', async (c) => c.json(await verificationFigures(db)));

  /** A document for review; every view of a client's identity papers is audited. */
  app.get('/documents/:id', async (c) => {
    const { doc, data } = await readDocument(db, documentVault(deps), {
      id: uuidParam(c),
      userId: null,
    });
    await audit(db, {
      ...(({ id, email, ip }) => ({ actorId: id, actorEmail: email, ip }))(actor(c)),
      action: 'verification.document_view',
      targetType: 'kyc_document',
      targetId: doc.id,
      after: { userId: doc.user_id, kind: doc.kind },
    });
    return documentResponse(doc, data);
  });

  app.get('/:id', async (c) => c.json(await submissionDetail(db, uuidParam(c))));
  app.post('/:id/start', async (c) =>
    c.json(await startReview(db, uuidParam(c), actor(c), baseUrl)),
  );
  app.post('/:id/decision', async (c) => {
    const body = await readJson(c, ReviewDecisionSchema);
    return c.json(await decide(db, uuidParam(c), body, actor(c), baseUrl));
  });
  return app;
}

import path from 'node:path';
import type { AppDeps } from '../../context.ts';
import type { Env } from '../../env.ts';
import { documentKeyring, type DocumentKeyring } from './document-crypto.ts';
import { diskStore, s3Store, type ObjectStore } from './object-store.ts';

export interface DocumentVault {
  store: ObjectStore;
  keys: DocumentKeyring;
}

/** The store and keyring configuration names: S3 when S3_BUCKET is set, else DATA_DIR/documents. */
export function createDocumentVault(env: Env): DocumentVault {
  const store =
    env.S3_BUCKET && env.S3_ENDPOINT
      ? s3Store({
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        })
      : diskStore(path.resolve(env.DATA_DIR, 'documents'));
  const keys = documentKeyring({
    key: env.DOCUMENTS_ENCRYPTION_KEY,
    previous: env.DOCUMENTS_ENCRYPTION_PREVIOUS_KEYS,
    fallbackSecret: env.BETTER_AUTH_SECRET,
  });
  return { store, keys };
}

/** The app's one vault, made on first use and kept in the service registry. */
export function documentVault(deps: AppDeps): DocumentVault {
  return (
    deps.services.get<DocumentVault>('documentVault') ??
    deps.services.set('documentVault', createDocumentVault(deps.env))
  );
}

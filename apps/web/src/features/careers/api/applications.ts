import type { Locale, RequestCreated } from '@mizani/shared';
import { api, apiUpload } from '@/lib/api';

/**
 * POST /api/requests/application → 201 { id }: an application to a job, or an open one. The
 * page's language (Content-Language) is the acknowledgement mail's.
 */
export function submitApplication(body: unknown, locale: Locale = 'en') {
  return api<RequestCreated>('/api/requests/application', {
    method: 'POST',
    body,
    headers: { 'content-language': locale },
  });
}

/**
 * POST /api/requests/application/cv → 201 { cv: { token } }: the CV as a PDF, sent before the
 * application, which carries the token as `resumeFile` (the server claims the file with it).
 */
export function uploadCv(file: File) {
  return apiUpload<{ cv: { token: string; fileName: string; size: number } }>(
    `/api/requests/application/cv?name=${encodeURIComponent(file.name.slice(0, 200))}`,
    file,
    { contentType: 'application/pdf' },
  );
}

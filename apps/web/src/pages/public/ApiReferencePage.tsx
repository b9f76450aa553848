import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { errorText } from '@/lib/error-messages';

// /services/api/reference (issue 18): the reference read from the API's own OpenAPI 3.1
// document, rendered here with no third-party viewer, so it works offline and adds nothing to
// the other pages (this route's chunk loads only here; decision 013).

// The OpenAPI document is free-form JSON read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

function resolve(doc: Json, schema: Json | undefined): Json {
  let s = schema ?? {};
  for (let i = 0; i < 5 && typeof s.$ref === 'string'; i++)
    s = (doc.components?.schemas ?? {})[(s.$ref as string).split('/').pop()!] ?? {};
  return s;
}

function typeText(doc: Json, schema: Json | undefined): string {
  const s = resolve(doc, schema);
  if (schema?.$ref) return (schema.$ref as string).split('/').pop()!;
  if (s.enum) return s.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (s.anyOf) return s.anyOf.map((x: Json) => typeText(doc, x)).join(' | ');
  if (s.type === 'array') return `${typeText(doc, s.items)}[]`;
  return [s.type ?? 'any', s.format ? `(${s.format})` : ''].join(' ').trim();
}

/** An object schema's fields, one level (named schemas link by name to their own entry). */
function Fields({ doc, schema }: { doc: Json; schema: Json | undefined }) {
  const s = resolve(doc, schema);
  const props = Object.entries((s.properties ?? {}) as Json);
  if (!props.length) return <p className="text-sm text-slate-600">{typeText(doc, schema)}</p>;
  const required = new Set<string>(s.required ?? []);
  return (
    <dl className="grid gap-1 text-sm">
      {props.map(([name, p]) => (
        <div key={name} className="flex flex-wrap gap-x-2">
          <dt className="font-mono text-navy-900">
            {name}
            {required.has(name) ? '' : '?'}
          </dt>
          <dd className="text-slate-600">
            <span className="font-mono">{typeText(doc, p as Json)}</span>
            {(p as Json).description ? ` · ${(p as Json).description}` : ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const METHOD_CLASS: Record<string, string> = {
  get: 'bg-emerald-100 text-emerald-900',
  post: 'bg-navy-100 text-navy-900',
  delete: 'bg-red-100 text-red-900',
};

function Operation({
  doc,
  path,
  method,
  op,
}: {
  doc: Json;
  path: string;
  method: string;
  op: Json;
}) {
  const params = (op.parameters ?? []).map((p: Json) =>
    p.$ref ? doc.components.parameters[(p.$ref as string).split('/').pop()!] : p,
  ) as Json[];
  const body = op.requestBody?.content?.['application/json']?.schema as Json | undefined;
  return (
    <article
      id={op.operationId}
      className="scroll-mt-24 rounded-2xl border border-border bg-white p-5 shadow-card sm:p-6"
    >
      <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-navy-900">
        <span
          className={`rounded px-2 py-0.5 font-mono text-xs uppercase ${METHOD_CLASS[method] ?? ''}`}
        >
          {method}
        </span>
        <span className="font-mono break-all">/api/v1{path}</span>
      </h3>
      <p className="mt-2 text-slate-700">{op.summary}</p>
      <p className="mt-1 text-sm text-slate-600">{op.description}</p>
      {params.length ? (
        <section className="mt-4">
          <h4 className="text-sm font-semibold text-navy-900">Parameters</h4>
          <dl className="mt-1 grid gap-1 text-sm">
            {params.map((p) => (
              <div key={`${p.in}-${p.name}`} className="flex flex-wrap gap-x-2">
                <dt className="font-mono text-navy-900">
                  {p.name}
                  {p.required ? '' : '?'}
                </dt>
                <dd className="text-slate-600">
                  {p.in} · <span className="font-mono">{typeText(doc, p.schema)}</span>
                  {p.description ? ` · ${p.description}` : ''}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {body ? (
        <section className="mt-4">
          <h4 className="text-sm font-semibold text-navy-900">Request body (JSON)</h4>
          <div className="mt-1">
            <Fields doc={doc} schema={body} />
          </div>
        </section>
      ) : null}
      <section className="mt-4">
        <h4 className="text-sm font-semibold text-navy-900">Responses</h4>
        <dl className="mt-1 grid gap-2 text-sm">
          {Object.entries(op.responses as Json).map(([status, r]) => {
            const schema = (r as Json).content?.['application/json']?.schema as Json | undefined;
            return (
              <div key={status}>
                <dt className="font-mono text-navy-900">
                  {status}{' '}
                  <span className="font-sans text-slate-600">{(r as Json).description}</span>
                </dt>
                {schema ? (
                  <dd className="mt-1 border-l-2 border-border pl-3">
                    <Fields doc={doc} schema={schema} />
                  </dd>
                ) : null}
              </div>
            );
          })}
        </dl>
      </section>
    </article>
  );
}

export default function ApiReferencePage() {
  const doc = useQuery({
    queryKey: ['openapi'],
    queryFn: ({ signal }) => api<Json>('/api/v1/openapi.json', { signal }),
    staleTime: 5 * 60_000,
  });
  const ops = doc.data
    ? Object.entries(doc.data.paths as Json).flatMap(([path, item]) =>
        Object.entries(item as Json).map(([method, op]) => ({ path, method, op: op as Json })),
      )
    : [];
  const tags: string[] = doc.data ? (doc.data.tags as Json[]).map((t) => t.name as string) : [];
  return (
    <>
      <Seo path={paths.services.apiReference.path} />
      <PageHero
        eyebrow="Developers"
        title="API Reference"
        intro="Every operation of the Mizani API, generated from the OpenAPI 3.1 document the API publishes. Authenticate with an API key as a Bearer token; send an Idempotency-Key with every POST."
        actions={
          <>
            <Button asChild size="lg">
              <a href="/api/v1/openapi.json" download="mizani-openapi.json">
                Download OpenAPI document
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.services.api.path}>API overview</Link>
            </Button>
          </>
        }
      />
      <div className="container-page grid gap-10 pb-16 sm:pb-24">
        {doc.isPending ? (
          <div className="grid gap-4" aria-busy="true" aria-label="Loading the reference">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : doc.isError ? (
          <p role="alert" className="text-destructive">
            The reference could not be loaded: {errorText(doc.error)}{' '}
            <Button variant="outline" size="sm" onClick={() => void doc.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <>
            <nav aria-label="Reference sections" className="flex flex-wrap gap-2">
              {tags.map((t) => (
                <a
                  key={t}
                  href={`#ref-${t.toLowerCase()}`}
                  className="rounded-full border border-border px-3 py-1 text-sm text-navy-900 hover:bg-muted"
                >
                  {t}
                </a>
              ))}
              <a
                href="#ref-events"
                className="rounded-full border border-border px-3 py-1 text-sm text-navy-900 hover:bg-muted"
              >
                Webhook events
              </a>
            </nav>
            {tags.map((t) => (
              <section
                key={t}
                id={`ref-${t.toLowerCase()}`}
                aria-labelledby={`ref-${t}-title`}
                className="grid scroll-mt-24 gap-4"
              >
                <h2 id={`ref-${t}-title`} className="text-2xl font-bold text-navy-900">
                  {t}
                </h2>
                {ops
                  .filter((o) => (o.op.tags as string[]).includes(t))
                  .map((o) => (
                    <Operation key={`${o.method} ${o.path}`} doc={doc.data} {...o} />
                  ))}
              </section>
            ))}
            <section
              id="ref-events"
              aria-labelledby="ref-events-title"
              className="grid scroll-mt-24 gap-4"
            >
              <h2 id="ref-events-title" className="text-2xl font-bold text-navy-900">
                Webhook events
              </h2>
              <p className="text-slate-700">
                Each event is a POST of {'{ type, timestamp, data }'} with the headers webhook-id,
                webhook-timestamp and webhook-signature (Standard Webhooks, HMAC-SHA256 with your
                endpoint&apos;s secret).
              </p>
              <ul className="grid gap-2 sm:grid-cols-2">
                {Object.keys((doc.data.webhooks ?? {}) as Json).map((type) => (
                  <li
                    key={type}
                    className="rounded-xl border border-border bg-white px-4 py-3 font-mono text-sm text-navy-900"
                  >
                    {type}
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </div>
    </>
  );
}

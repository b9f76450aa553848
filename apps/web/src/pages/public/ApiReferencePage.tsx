import type { ReactNode } from 'react';
import { Link } from '@/lib/nav';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { apiTextsIn, loadApiTexts } from '@/content/api-localized';
import { hasMessage, type MessageId } from '@/lib/i18n/i18n';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';
import { inlineCodeParts } from '@/lib/inline-code';
import openapi from '@/content/api-reference/openapi.json';

// /services/api/reference (issue 18): the reference drawn from the API's own OpenAPI 3.1
// document, with no third-party viewer, pre-rendered as static HTML like Stripe's (issue 35: it
// was an island that fetched the document and drew it after load, a 200-400 ms long task on a
// phone); the document's copy comes with this route's chunk only (decision 013).

// In French and Swahili the page's own words are catalogue messages (apiRef.*) and the document's
// prose comes from the language's module (content/api-localized.ts), keyed by its English text;
// paths, methods, field names, types and status codes are code: marked translate="no".

/** The page's sentences in French or Swahili load with it (content/api-localized.ts). */
export const preload = loadApiTexts;

// The OpenAPI document is free-form JSON read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/**
 * The served document's copy (a server test keeps it equal to GET /api/v1/openapi.json and
 * rewrites it under `vitest -u`): the page needs nothing from the network to show it.
 */
const OPENAPI: Json = openapi;

/** The document's prose with its inline code (`Idempotency-Key`) drawn as code. */
function Markdown({ text }: { text: string }) {
  return inlineCodeParts(text).map((part, i) =>
    part.code ? (
      <code key={i} translate="no" className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
        {part.text}
      </code>
    ) : (
      part.text
    ),
  );
}

/** A text of the OpenAPI document in the page's language; English (so marked) when untranslated. */
function useProse() {
  const { locale } = useT();
  const texts = apiTextsIn(locale).reference.texts;
  return (english: string | undefined): ReactNode => {
    if (!english) return english;
    if (locale === 'en') return <Markdown text={english} />;
    const translated = texts[english];
    return translated ? (
      <Markdown text={translated} />
    ) : (
      <span lang="en">
        <Markdown text={english} />
      </span>
    );
  };
}

/** "Scope: `a` or `b`." in the page's language, from the operation's security requirement. */
function useScopeText() {
  const { t, locale } = useT();
  return (op: Json): ReactNode => {
    if (locale === 'en') return op.description ? <Markdown text={op.description} /> : null;
    const scopes = (op.security?.[0]?.bearerAuth ?? []) as string[];
    const list = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'disjunction' }).format(scopes);
    const testOnly = /Test keys \(`mz_test_`\) only/.test(op.description ?? '');
    return [t('apiRef.scopes', { scopes: list }), testOnly ? t('apiRef.testOnly') : '']
      .filter(Boolean)
      .join(' ');
  };
}

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
  const prose = useProse();
  const s = resolve(doc, schema);
  const props = Object.entries((s.properties ?? {}) as Json);
  if (!props.length)
    return (
      <p translate="no" className="text-sm text-slate-600">
        {typeText(doc, schema)}
      </p>
    );
  const required = new Set<string>(s.required ?? []);
  return (
    <dl className="grid gap-1 text-sm">
      {props.map(([name, p]) => (
        <div key={name} className="flex flex-wrap gap-x-2">
          <dt translate="no" className="font-mono text-navy-900">
            {name}
            {required.has(name) ? '' : '?'}
          </dt>
          <dd className="text-slate-600">
            <span translate="no" className="font-mono">
              {typeText(doc, p as Json)}
            </span>
            {(p as Json).description ? <> · {prose((p as Json).description)}</> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The operations' paths are relative to it (the document's server URL). */
const API_BASE = '/api/v1';

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
  const { t } = useT();
  const prose = useProse();
  const scopeText = useScopeText();
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
          translate="no"
          className={`rounded px-2 py-0.5 font-mono text-xs uppercase ${METHOD_CLASS[method] ?? ''}`}
        >
          {method}
        </span>
        <span translate="no" className="font-mono break-all">
          {API_BASE}
          {path}
        </span>
      </h3>
      <p className="mt-2 text-slate-700">{prose(op.summary)}</p>
      <p className="mt-1 text-sm text-slate-600">{scopeText(op)}</p>
      {params.length ? (
        <section className="mt-4">
          <h4 className="text-sm font-semibold text-navy-900">{t('apiRef.parameters')}</h4>
          <dl className="mt-1 grid gap-1 text-sm">
            {params.map((p) => (
              <div key={`${p.in}-${p.name}`} className="flex flex-wrap gap-x-2">
                <dt translate="no" className="font-mono text-navy-900">
                  {p.name}
                  {p.required ? '' : '?'}
                </dt>
                <dd className="text-slate-600">
                  <span translate="no">{p.in}</span> ·{' '}
                  <span translate="no" className="font-mono">
                    {typeText(doc, p.schema)}
                  </span>
                  {p.description ? <> · {prose(p.description)}</> : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {body ? (
        <section className="mt-4">
          <h4 className="text-sm font-semibold text-navy-900">{t('apiRef.requestBody')}</h4>
          <div className="mt-1">
            <Fields doc={doc} schema={body} />
          </div>
        </section>
      ) : null}
      <section className="mt-4">
        <h4 className="text-sm font-semibold text-navy-900">{t('apiRef.responses')}</h4>
        <dl className="mt-1 grid gap-2 text-sm">
          {Object.entries(op.responses as Json).map(([status, r]) => {
            const schema = (r as Json).content?.['application/json']?.schema as Json | undefined;
            return (
              <div key={status}>
                <dt className="font-mono text-navy-900">
                  <span translate="no">{status}</span>{' '}
                  <span className="font-sans text-slate-600">{prose((r as Json).description)}</span>
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
  const { t, lp, locale } = useT();
  const text = apiTextsIn(locale).reference;
  return (
    <>
      <Seo path={paths.services.apiReference.path} />
      <PageHero
        eyebrow={t('apiRef.eyebrow')}
        title={t('page.apiReference')}
        intro={text.intro}
        actions={
          <>
            <Button asChild size="lg">
              <a href="/api/v1/openapi.json" download="mizani-openapi.json">
                {t('apiRef.download')}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={lp(paths.services.api.path)}>{t('apiRef.overview')}</Link>
            </Button>
          </>
        }
      />
      <ApiReference />
    </>
  );
}

/**
 * The operations, from the page's copy of the OpenAPI document: rendered by the pre-renderer like
 * the rest of the page, so it is static HTML with nothing to fetch or draw after load.
 */
function ApiReference() {
  const { t, locale } = useT();
  const text = apiTextsIn(locale).reference;
  /** A tag's heading: "Rates" → apiRef.tag.rates in the language (the tag itself when unknown). */
  const tagName = (tag: string) => {
    const id = `apiRef.tag.${tag.toLowerCase()}`;
    return hasMessage(locale, id) ? t(id as MessageId) : tag;
  };
  const ops = Object.entries(OPENAPI.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({ path, method, op: op as Json })),
  );
  const tags: string[] = (OPENAPI.tags as Json[]).map((t) => t.name as string);
  return (
    <div className="container-page grid gap-10 pt-10 pb-16 sm:pt-12 sm:pb-24">
      <nav aria-label={t('apiRef.sections')} className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <a
            key={tag}
            href={`#ref-${tag.toLowerCase()}`}
            className="rounded-full border border-border px-3 py-1 text-sm text-navy-900 hover:bg-muted"
          >
            {tagName(tag)}
          </a>
        ))}
        <a
          href="#ref-events"
          className="rounded-full border border-border px-3 py-1 text-sm text-navy-900 hover:bg-muted"
        >
          {t('apiRef.events')}
        </a>
      </nav>
      {tags.map((tag) => (
        <section
          key={tag}
          id={`ref-${tag.toLowerCase()}`}
          aria-labelledby={`ref-${tag}-title`}
          className="grid scroll-mt-24 gap-4"
        >
          <h2 id={`ref-${tag}-title`} className="text-2xl font-bold text-navy-900">
            {tagName(tag)}
          </h2>
          {ops
            .filter((o) => (o.op.tags as string[]).includes(tag))
            .map((o) => (
              <Operation key={`${o.method} ${o.path}`} doc={OPENAPI} {...o} />
            ))}
        </section>
      ))}
      <section
        id="ref-events"
        aria-labelledby="ref-events-title"
        className="grid scroll-mt-24 gap-4"
      >
        <h2 id="ref-events-title" className="text-2xl font-bold text-navy-900">
          {t('apiRef.events')}
        </h2>
        <p className="text-slate-700">{text.events}</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {Object.keys((OPENAPI.webhooks ?? {}) as Json).map((type) => (
            <li
              key={type}
              translate="no"
              className="rounded-xl border border-border bg-white px-4 py-3 font-mono text-sm text-navy-900"
            >
              {type}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

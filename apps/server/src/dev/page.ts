// The development pages' frame (/dev/mailbox, /dev/phone, /dev/wallet): one head, the shared
// look, each page's own rules and body. Outside production only, like the pages themselves.

const BASE = `  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6fa; color: #0f1b2d; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }`;

/** A whole document: `css` is the page's own rules (its <style> carries the CSP nonce). */
export function devPage(p: {
  nonce: string;
  title: string;
  width: string;
  css: string;
  body: string;
}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<title>${p.title} — Mizani</title>
<style nonce="${p.nonce}">
${BASE}
  main { max-width: ${p.width}; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
${p.css}
</style>
</head>
${p.body}
</html>`;
}

/** The rules of the pages that list things and send forms (/dev/wallet, /dev/bank). */
export const LIST_AND_FORM_CSS = `  section > h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; }
  .note, .meta { color: #41506a; }
  .meta { font-size: .875rem; overflow-wrap: anywhere; }
  ul { background: #fff; border: 1px solid #d8dfeb; border-radius: .75rem; padding: 1rem 1rem 1rem 2rem; }
  form { display: grid; gap: .5rem; background: #fff; border: 1px solid #d8dfeb; border-radius: .75rem; padding: 1rem; }
  button { font: inherit; padding: .5rem 1rem; border: 0; border-radius: .5rem; background: #0b3d91; color: #fff; cursor: pointer; justify-self: start; }
  a { color: #0b3d91; }
  .empty { background: #fff; border: 1px dashed #9aa7bd; border-radius: .75rem; padding: 1rem; }
  .ok { background: #e7f6ec; border: 1px solid #1e7b3a; border-radius: .75rem; padding: 1rem; overflow-wrap: anywhere; }
  .error { background: #fdecec; border: 1px solid #b3261e; border-radius: .75rem; padding: 1rem; }
  input, select { font: inherit; padding: .5rem .75rem; border: 1px solid #9aa7bd; border-radius: .5rem; }`;

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

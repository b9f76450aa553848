// The CSP allows no inline style element but ours (decision 026): the pre-rendered stylesheet by
// its hash, and the <style> elements Radix adds at run time (react-remove-scroll's scroll lock,
// sized to the scrollbar, so no hash can be known ahead) by the nonce the server puts in each page
// response, carried by <meta property="csp-nonce" nonce="…"> (Vite's convention). Radix's style
// helper (get-nonce) reads it from the global that webpack defines, so it is set there.
declare global {
  var __webpack_nonce__: string | undefined;
}

export function adoptStyleNonce() {
  // The nonce attribute reads empty once the CSP applies; the element's property keeps it.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}

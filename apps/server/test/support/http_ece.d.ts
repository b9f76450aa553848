// http_ece (Encrypted Content-Encoding, RFC 8188/8291) has no types: the decrypt call the push
// test makes, as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface Params {
    version: 'aes128gcm';
    privateKey: ECDH;
    /** base64url */
    authSecret: string;
  }
  const ece: { decrypt(body: Buffer, params: Params): Buffer };
  export default ece;
}

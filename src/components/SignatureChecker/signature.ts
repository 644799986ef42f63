/**
 * The signature Chat Center puts in `X-Parley-Signature`, computed with Web Crypto. Its own module,
 * so the signed test event of the webhook pages (ApiConsole/TestEvent.tsx) shares this one function
 * without bringing the checker's form along.
 */

/** `sha256=` and the lowercase hex HMAC-SHA256 of the body's UTF-8 bytes, keyed with the secret. */
export async function expectedSignature(body: string, secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A passkey authenticator in software, for the tests: ES256 keys from node:crypto, "none"
 * attestation, discoverable credentials that keep their user handle. It answers the options the
 * server hands out exactly as a browser passes an authenticator's answer on (WebAuthn's JSON forms).
 */

/** The few CBOR items an attestation object and a COSE key need (RFC 8949): integers, bytes, text, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const FLAG = { UP: 0x01, UV: 0x04, AT: 0x40 };

type Credential = { id: Buffer; privateKey: KeyObject; publicKey: KeyObject; userHandle: string; counter: number };
type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

export type AssertionTweaks = {
  /** The counter to report instead of the next one (a cloned key reports an old one). */
  counter?: number;
  /** Flip a bit of the signature. */
  tamper?: boolean;
  /** Answer as another credential id (one the server does not know, say). */
  credentialId?: string;
};

export function createSoftAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const credentials: Credential[] = [];
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,

    /** `navigator.credentials.create()`: a new key pair for the options' user, answered with "none" attestation. */
    register(options: CreationOptions) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const credential: Credential = { id: randomBytes(32), privateKey, publicKey, userHandle: options.user.id, counter: 0 };
      credentials.push(credential);
      const idLength = Buffer.from([0, credential.id.length]);
      const authData = Buffer.concat([
        sha(options.rp.id ?? rpId),
        Buffer.from([FLAG.UP | FLAG.UV | FLAG.AT]),
        u32(0),
        Buffer.alloc(16),
        idLength,
        credential.id,
        cose,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal' as const],
        },
        clientExtensionResults: {},
      };
    },

    /** `navigator.credentials.get()` with one of the keys made here (the last one unless told), its counter one up. */
    assert(options: RequestOptions, credential = credentials.at(-1)!, tweaks: AssertionTweaks = {}) {
      credential.counter += 1;
      const authData = Buffer.concat([sha(options.rpId ?? rpId), Buffer.from([FLAG.UP | FLAG.UV]), u32(tweaks.counter ?? credential.counter)]);
      const data = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha(data)]), credential.privateKey);
      if (tweaks.tamper) signature[signature.length - 1]! ^= 0x01;
      const id = tweaks.credentialId ?? b64(credential.id);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature), userHandle: credential.userHandle },
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;

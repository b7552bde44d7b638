import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** A CBOR value as WebAuthn uses it: integers, byte and text strings, and maps of them. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head.writeUInt8((major << 5) | 25);
  head.writeUInt16BE(length, 1);
  return head;
}

function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  return Buffer.concat([
    cborHead(5, value.size),
    ...[...value].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]),
  ]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer) => data.toString('base64url');

/** User present and user verified; AT: attested credential data follows. */
const UP_UV = 0x01 | 0x04;
const AT = 0x40;

export type Ceremony = { origin?: string; rpId?: string; type?: string };

/**
 * A passkey held in memory: a P-256 key made with node:crypto, answering registration (attestation
 * 'none') and sign-in the way a browser and authenticator would, byte for byte per WebAuthn.
 */
export function createSoftwareAuthenticator(rpId: string, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<number, Cbor>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  let counter = 0;
  let userHandle: string | null = null;

  function clientData(challenge: string, type: string, ceremony: Ceremony): Buffer {
    return Buffer.from(
      JSON.stringify({ type: ceremony.type ?? type, challenge, origin: ceremony.origin ?? origin, crossOrigin: false }),
    );
  }

  function authenticatorData(flags: number, ceremony: Ceremony, attested?: Buffer): Buffer {
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(ceremony.rpId ?? rpId),
      Buffer.from([flags]),
      signCount,
      ...(attested ? [attested] : []),
    ]);
  }

  return {
    id: b64(credentialId),
    setCounter(value: number) {
      counter = value;
    },

    register(options: { challenge: string; user: { id: string } }, ceremony: Ceremony = {}) {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, encodeCbor(coseKey)]);
      const attestationObject = encodeCbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(UP_UV | AT, ceremony, attested)],
        ]),
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData(options.challenge, 'webauthn.create', ceremony)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    signIn(options: { challenge: string }, ceremony: Ceremony = {}) {
      counter += 1;
      const data = authenticatorData(UP_UV, ceremony);
      const client = clientData(options.challenge, 'webauthn.get', ceremony);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
}

import { z } from 'zod';

/**
 * The console's passkey requests and answers (WebAuthn, in its JSON form), shared by the console
 * and /api/admin. Only the fields the ceremonies use are kept; anything else is dropped.
 */

/** Credential ids, challenges and the authenticator's bytes travel as base64url. */
const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid passkey answer.')
  .max(16_384, 'Not a valid passkey answer.');

const userVerification = z.enum(['discouraged', 'preferred', 'required']);

const credentialDescriptor = z.object({
  id: base64url,
  type: z.literal('public-key'),
  transports: z.array(z.string().max(32)).max(10).optional(),
});

/** credProps: the browser says whether the new passkey was stored as a discoverable one. */
const extensionInputs = z.object({ credProps: z.boolean().optional() });
const extensionOutputs = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

export const registrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: base64url, name: z.string(), displayName: z.string() }),
  challenge: base64url,
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: extensionInputs.optional(),
});

export const signInOptionsSchema = z.object({
  challenge: base64url,
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
});

const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionOutputs,
});

const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionOutputs,
});

export const PASSKEY_LABEL_MAX = 60;

/** The operator's own name for the passkey ("work laptop"), shown where passkeys are listed. */
export const addPasskeySchema = z.strictObject({
  label: z
    .string()
    .trim()
    .min(1, 'Name the passkey, like "work laptop".')
    .max(PASSKEY_LABEL_MAX, `Use at most ${PASSKEY_LABEL_MAX} characters.`),
  response: registrationResponseSchema,
});

export const passkeySignInSchema = z.strictObject({ response: authenticationResponseSchema });

export const passkeyRowSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyRow = z.infer<typeof passkeyRowSchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeyRowSchema) });

/** A credential id from the path of DELETE /passkeys/:id. */
export const passkeyIdSchema = z.object({ id: base64url });

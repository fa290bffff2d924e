import { z } from 'zod'
import { settingsIdSchema } from '../../../src-shared/schemas/settings'
import type { SecretCipher } from './secret-cipher'
import { VaultDecryptError, VaultFormatError } from './vault-errors'

/*
 * vault.bin: MAGIC (8 bytes: "VNWSVLT" and a format byte) then the cipher's output, opaque here (the
 * file-key envelope or safeStorage's). The magic tells a vault from any other bytes before decryption
 * is tried. Inside, one JSON document holds every profile's secrets, so the file does not even reveal
 * which profiles have credentials.
 */

const MAGIC = Buffer.from('VNWSVLT\x01', 'latin1')

export const VAULT_FORMAT_VERSION = 1

const secretString = z
  .string()
  .trim()
  .min(1, 'cannot be empty')
  .max(4096, 'is longer than 4096 characters')
  .refine((s) => !hasControlCharacter(s), 'contains control characters')

function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x20 || c === 0x7f) return true
  }
  return false
}

export const credentialsSchema = z.object({ apiKey: secretString, apiSecret: secretString })
export type Credentials = z.infer<typeof credentialsSchema>

/** A group E second-factor session: a bearer credential until `expiresAt` (epoch ms, broker clock). */
export const secondFactorSessionSchema = z.object({ token: secretString, expiresAt: z.number() })
export type SecondFactorSessionRecord = z.infer<typeof secondFactorSessionSchema>

/**
 * The web shell's trading PIN (core/orders/guards/trading-pin.ts), never the PIN itself: scrypt's
 * output with its salt and cost, so a stolen vault.bin (and its key file) still costs a search.
 */
export const tradingPinRecordSchema = z.object({
  salt: z.string().min(16).max(128),
  hash: z.string().min(16).max(256),
  cost: z
    .number()
    .int()
    .min(1024)
    .max(2 ** 20),
  blockSize: z.number().int().min(1).max(32),
})
export type TradingPinRecord = z.infer<typeof tradingPinRecordSchema>

/** Room for refresh tokens later: add an optional field, bump VAULT_FORMAT_VERSION if the shape changes. */
const vaultContentsSchema = z.object({
  version: z.literal(VAULT_FORMAT_VERSION),
  profiles: z.record(settingsIdSchema, credentialsSchema),
  /** Optional, so files written before it existed still open. */
  sessions: z.record(settingsIdSchema, secondFactorSessionSchema).optional(),
  /** Optional for the same reason: one per installation, whatever the profile. */
  tradingPin: tradingPinRecordSchema.optional(),
})
export type VaultContents = z.infer<typeof vaultContentsSchema>

export async function encodeVault(contents: VaultContents, cipher: SecretCipher): Promise<Buffer> {
  return Buffer.concat([MAGIC, await cipher.encrypt(JSON.stringify(contents))])
}

export interface DecodedVault {
  contents: VaultContents
  /** The cipher asks for the file to be encrypted again (see Decrypted.shouldReEncrypt). */
  shouldReEncrypt: boolean
}

/**
 * Decrypts and checks vault.bin. Rejects with VaultFormatError or VaultDecryptError whose messages
 * never quote the decrypted text (V8's JSON.parse errors do, so they are not passed on), or with the
 * cipher's VaultKeyError when its key cannot be reached.
 */
export async function decodeVault(bytes: Buffer, cipher: SecretCipher): Promise<DecodedVault> {
  if (bytes.length < MAGIC.length || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new VaultFormatError('the file is not a vault file of this version')
  }
  const { text, shouldReEncrypt } = await cipher.decrypt(bytes.subarray(MAGIC.length))
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new VaultFormatError('the decrypted vault is not valid JSON')
  }
  const parsed = vaultContentsSchema.safeParse(raw)
  if (!parsed.success) {
    // Paths only: an issue's message could in principle describe a value.
    const paths = [...new Set(parsed.error.issues.map((i) => i.path.map(String).join('.') || '(root)'))]
    throw new VaultFormatError(`the decrypted vault has the wrong shape (at ${paths.slice(0, 3).join(', ')})`)
  }
  return { contents: parsed.data, shouldReEncrypt }
}

export function isVaultDataError(error: unknown): error is VaultFormatError | VaultDecryptError {
  return error instanceof VaultFormatError || error instanceof VaultDecryptError
}

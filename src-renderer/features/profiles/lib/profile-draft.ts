import { saveProfileInputSchema, type ProfileSummary } from '../../../../src-shared/bridge/contract'
import type { Tier } from '../../../../src-shared/schemas/settings'
import type { z } from 'zod'

/** The edit form's fields, as typed (strings), before the contract's schema checks them. */
export interface ProfileDraft {
  id: string
  name: string
  baseUrl: string
  authUrl: string
  apiUrl: string
  identityUrl: string
  tier: Tier
  custodyCode: string
  normal: string
  margin: string
  derivative: string
  /** Write-only: empty means "keep what is stored". */
  apiKey: string
  apiSecret: string
}

export const urlFields = ['baseUrl', 'authUrl', 'apiUrl', 'identityUrl'] as const
export const accountFields = ['custodyCode', 'normal', 'margin', 'derivative'] as const

/** A fresh id for a new profile: safe in the settings file and the vault's map. */
export function newProfileId(): string {
  return `live-${crypto.randomUUID().slice(0, 8)}`
}

export function emptyDraft(): ProfileDraft {
  return {
    id: newProfileId(),
    name: '',
    baseUrl: 'https://',
    authUrl: 'https://',
    apiUrl: 'https://',
    identityUrl: 'https://',
    tier: 'free',
    custodyCode: '',
    normal: '',
    margin: '',
    derivative: '',
    apiKey: '',
    apiSecret: '',
  }
}

/** The form of a stored profile: never its key or secret, which the renderer never has. */
export function draftOf(p: ProfileSummary): ProfileDraft {
  const a = p.accounts ?? null
  return {
    id: p.id,
    name: p.name,
    baseUrl: p.baseUrl,
    authUrl: p.authUrl,
    apiUrl: p.apiUrl,
    identityUrl: p.identityUrl,
    tier: p.tier,
    custodyCode: a?.custodyCode ?? '',
    normal: a?.normal ?? '',
    margin: a?.margin ?? '',
    derivative: a?.derivative ?? '',
    apiKey: '',
    apiSecret: '',
  }
}

/** Whether saving would point the stored profile elsewhere (the core then forgets its secret). */
export function movesAddresses(stored: ProfileSummary | null, draft: ProfileDraft): boolean {
  return stored !== null && urlFields.some((k) => stored[k] !== draft[k].trim())
}

export type DraftCheck =
  | { ok: true; input: z.input<typeof saveProfileInputSchema> }
  | { ok: false; issues: Partial<Record<keyof ProfileDraft | 'form', string>> }

/**
 * The draft as `profiles.save`'s input, checked by the contract's own schema (the core checks it
 * again); each problem is kept by field, in the UI's words (the schema's are English).
 */
export function checkDraft(
  draft: ProfileDraft,
  stored: ProfileSummary | null,
  words: { bothOrNeither: string; needsKey: string; invalid: string; insecure: string },
): DraftCheck {
  const key = draft.apiKey.trim()
  const secret = draft.apiSecret.trim()
  if ((key === '') !== (secret === '')) return { ok: false, issues: { apiKey: words.bothOrNeither } }
  const hasStored = stored?.credentials.hasKey ?? false
  if (key === '' && (!hasStored || movesAddresses(stored, draft))) {
    return { ok: false, issues: { apiKey: words.needsKey } }
  }
  const accounts = accountFields.every((k) => draft[k].trim() === '')
    ? null
    : {
        custodyCode: draft.custodyCode.trim().toUpperCase(),
        normal: draft.normal.trim().toUpperCase(),
        margin: draft.margin.trim().toUpperCase(),
        derivative: draft.derivative.trim().toUpperCase(),
      }
  const input = {
    profile: {
      id: draft.id,
      name: draft.name,
      kind: 'live' as const,
      baseUrl: draft.baseUrl.trim(),
      authUrl: draft.authUrl.trim(),
      apiUrl: draft.apiUrl.trim(),
      identityUrl: draft.identityUrl.trim(),
      tier: draft.tier,
      accounts,
    },
    ...(key === '' ? {} : { credentials: { apiKey: key, apiSecret: secret } }),
  }
  const parsed = saveProfileInputSchema.safeParse(input)
  if (parsed.success) return { ok: true, input: parsed.data }
  const issues: Partial<Record<keyof ProfileDraft | 'form', string>> = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String)
    const field = (path[0] === 'profile' ? (path[1] === 'accounts' ? path[2] : path[1]) : path[1]) ?? 'form'
    const name = (field in draft ? field : 'form') as keyof ProfileDraft | 'form'
    issues[name] ??= (urlFields as readonly string[]).includes(name) ? words.insecure : words.invalid
  }
  return { ok: false, issues }
}

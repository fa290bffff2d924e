import type { PersonChannel } from '../../../../src-shared/bridge/areas/orders-guards'
import type { CoreError } from '../../errors/to-bridge-error'
import { guardRefusal } from './guard-refusal'

/** What the core asks the person, in words both languages can read (the dialog shows both). */
export interface PersonRequest {
  /** One line: what is asked. */
  title: string
  /** The details: the order, or each guard that would be loosened, before and after. */
  detail: string
}

/** Yes, or the refusal to throw (declined, wrong PIN, locked, no channel…). */
export type PersonAnswer = { ok: true } | { ok: false; refusal: CoreError }

/**
 * The person behind the screen, asked through a channel a page cannot answer for them: the Electron
 * main process's native dialog (src-main/shell/person-dialog.ts), or in the web shell the trading PIN
 * (./pin-person-check.ts). What each can and cannot prove is in docs/trading.md.
 */
export interface PersonCheck {
  readonly channel: PersonChannel
  /** Whether a trading PIN is set (web shell); false where the channel is not a PIN. */
  pinSet(): boolean
  /** May a guard be loosened? `pin` is what the call carried (used by the PIN channel only). */
  allowLoosening(request: PersonRequest, pin: string | undefined): Promise<PersonAnswer>
  /**
   * Does the person confirm this order above the confirmation threshold? `pageConfirmed` is the
   * page's own claim, which only the web shell has to take (it has no other channel per order).
   */
  confirmOrder(request: PersonRequest, pageConfirmed: boolean): Promise<PersonAnswer>
  /**
   * Web shell: sets the first PIN or resets a forgotten one (with the setup code the shell printed in
   * its terminal), or changes it (with the current one). The limits are left as they are.
   */
  setPin(next: string, proof: { current?: string | undefined; setupCode?: string | undefined }): Promise<void>
  /** Web shell: the one-time code for the first PIN or a reset; new at each start and once spent. */
  setupCode?(): string | null
  /** Web shell: a new code after one was spent, for the shell to print in its terminal. */
  onSetupCode?(listener: (code: string) => void): () => void
}

/** A shell with no channel to the person: nothing can be loosened and no large order confirmed. */
export const noPersonCheck: PersonCheck = {
  channel: 'none',
  pinSet: () => false,
  allowLoosening: () =>
    Promise.resolve({
      ok: false,
      refusal: guardRefusal('guard-no-channel', 'This shell cannot ask you, so no guard can be loosened.'),
    }),
  confirmOrder: () =>
    Promise.resolve({
      ok: false,
      refusal: guardRefusal(
        'guard-no-channel',
        'This shell cannot ask you to confirm an order above the confirmation threshold.',
      ),
    }),
  setPin: () => Promise.reject(guardRefusal('guard-no-channel', 'This shell has no trading PIN to set.')),
}

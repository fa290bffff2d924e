import { dialog, type MessageBoxOptions } from 'electron'
import { guardRefusal } from '../core/orders/guards/guard-refusal'
import type { PersonAnswer, PersonCheck, PersonRequest } from '../core/orders/guards/person-check'

const yes: PersonAnswer = { ok: true }

/**
 * The Electron shell's channel to the person: a native dialog shown by the main process. A page can
 * ask for it (by calling the guarded bridge call) but cannot answer it: no renderer reaches the
 * dialog's buttons, and "No" is the default for Enter and Escape alike. Both languages are shown, as
 * the dialog cannot follow the UI language of the window that asked.
 */
export function personDialog(): PersonCheck {
  const ask = async (request: PersonRequest, allow: string): Promise<boolean> => {
    const options: MessageBoxOptions = {
      type: 'warning',
      title: 'VN Workstation',
      message: request.title,
      detail: request.detail,
      buttons: ['Không / No', allow],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    }
    const { response } = await dialog.showMessageBox(options)
    return response === 1
  }
  return {
    channel: 'native-dialog',
    pinSet: () => false,
    async allowLoosening(request) {
      return (await ask(request, 'Cho phép / Allow'))
        ? yes
        : { ok: false, refusal: guardRefusal('guard-declined', 'You declined: no guard was changed.') }
    },
    // The page's own claim counts for nothing here: the core asks in its own dialog.
    async confirmOrder(request) {
      return (await ask(request, 'Gửi lệnh / Send the order'))
        ? yes
        : { ok: false, refusal: guardRefusal('guard-declined', 'You declined: the order was not sent.') }
    },
    setPin: () =>
      Promise.reject(
        guardRefusal('guard-no-channel', 'The desktop app asks in its own dialog; it has no trading PIN.'),
      ),
  }
}

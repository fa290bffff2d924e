import { registerNamespace } from '../../i18n/strings'

const en = {
  resetTitle: 'Reset the demo (accounts, orders)',
  resetConfirm:
    'Reset the demo? Cash, holdings and every order placed or cancelled in the demo go back to the starting state. Windows and watchlists stay.',
  resetFailed: 'The demo could not be reset:',
}

type DemoStrings = typeof en

const vi: DemoStrings = {
  resetTitle: 'Đặt lại bản demo (tài khoản, lệnh)',
  resetConfirm:
    'Đặt lại bản demo? Tiền, danh mục và mọi lệnh đã đặt hoặc hủy trong demo trở về trạng thái ban đầu. Cửa sổ và danh mục theo dõi được giữ nguyên.',
  resetFailed: 'Không đặt lại được bản demo:',
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    demo: DemoStrings
  }
}

export const { use: useDemoStrings, now: demoStringsNow } = registerNamespace('demo', { en, vi })

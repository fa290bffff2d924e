import { registerNamespace } from '../../i18n/strings'

const en = {
  title: 'Broker profiles',
  intro:
    'A profile says where the workstation gets its data and sends orders: the demo simulator, or your broker with your own API key.',
  active: 'active',
  kinds: { demo: 'Demo (simulator)', live: 'Live' } as Record<string, string>,
  credentials: { stored: 'key and secret stored', notSet: 'key and secret not set' },
  switchTo: 'Switch to this profile',
  switching: 'Switching…',
  edit: 'Edit',
  add: 'Add a live profile',
  remove: 'Remove',
  removeAsk: 'Remove the profile "{{name}}" and forget its key and secret?',
  removeYes: 'Yes, remove',
  removeNo: 'No',
  demoLocked: 'The demo profile is built in: it cannot be edited or removed.',
  test: 'Test connection',
  testing: 'Testing…',
  checks: {
    tier1: 'Group E, API key only (market data)',
    tier2: 'Group E, signed (user and sub-accounts)',
    groupA: 'Group A, query token and a query',
  } as Record<string, string>,
  ok: 'works',
  failed: 'failed',
  hints: {
    INVALID_SIGNATURE: 'The signature was refused: the API secret is probably wrong.',
    INVALID_API_KEY: 'The API key is not known to this broker.',
    TIMESTAMP_EXPIRED: "This machine's clock is too far from the broker's.",
  } as Record<string, string | undefined>,
  form: {
    newTitle: 'New live profile',
    editTitle: 'Edit "{{name}}"',
    name: 'Name',
    baseUrl: 'Base URL (prices, accounts, orders: {base_url})',
    authUrl: 'Auth URL (tokens, OTP: {auth_url})',
    apiUrl: 'API URL (group E: {api_url})',
    identityUrl: 'Địa chỉ định danh ({identity_url})',
    sameForAll: 'Use the base URL for all four',
    tier: 'Key tier',
    tiers: { free: 'Free', pro: 'Pro', enterprise: 'Enterprise' } as Record<string, string>,
    accounts: 'Account numbers (for the account panel and cancels; all four, or none)',
    custodyCode: 'Custody code',
    normal: 'Normal sub-account',
    margin: 'Margin sub-account',
    derivative: 'Derivative sub-account',
    apiKey: 'API key',
    apiSecret: 'API secret',
    secretsNote:
      'Write-only: a stored key or secret is never shown again. Leave both empty to keep what is stored; type both to replace it.',
    placeholderStored: 'stored (type to replace)',
    placeholderNotSet: 'not set',
    bothOrNeither: 'Type both the key and the secret, or neither.',
    needsKey: 'A new profile needs its API key and secret.',
    invalid: 'This value is not valid here.',
    insecure: 'Use an https address (http only for this machine).',
    urlChangeWarning:
      'You changed where this profile points: its stored key and secret will be forgotten when you save (they were entered for the old address). Type them again below to keep using it.',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Saved.',
  },
  command: 'Settings: broker profiles (add a live profile, test connection, switch)',
}

export type ProfilesStrings = typeof en

const vi: ProfilesStrings = {
  title: 'Hồ sơ kết nối',
  intro:
    'Hồ sơ cho biết nơi lấy dữ liệu và gửi lệnh: trình mô phỏng demo, hoặc công ty chứng khoán của bạn với khóa API riêng.',
  active: 'đang dùng',
  kinds: { demo: 'Demo (mô phỏng)', live: 'Thật' },
  credentials: { stored: 'đã lưu khóa và mã bí mật', notSet: 'chưa có khóa và mã bí mật' },
  switchTo: 'Chuyển sang hồ sơ này',
  switching: 'Đang chuyển…',
  edit: 'Sửa',
  add: 'Thêm hồ sơ thật',
  remove: 'Xóa',
  removeAsk: 'Xóa hồ sơ "{{name}}" và quên khóa, mã bí mật của nó?',
  removeYes: 'Đồng ý xóa',
  removeNo: 'Không',
  demoLocked: 'Hồ sơ demo có sẵn: không sửa hay xóa được.',
  test: 'Kiểm tra kết nối',
  testing: 'Đang kiểm tra…',
  checks: {
    tier1: 'Nhóm E, chỉ khóa API (dữ liệu thị trường)',
    tier2: 'Nhóm E, có chữ ký (người dùng và tiểu khoản)',
    groupA: 'Nhóm A, token truy vấn và một truy vấn',
  },
  ok: 'được',
  failed: 'lỗi',
  hints: {
    INVALID_SIGNATURE: 'Chữ ký bị từ chối: có lẽ mã bí mật API không đúng.',
    INVALID_API_KEY: 'Công ty chứng khoán không biết khóa API này.',
    TIMESTAMP_EXPIRED: 'Đồng hồ máy này lệch quá xa so với đồng hồ của công ty chứng khoán.',
  },
  form: {
    newTitle: 'Hồ sơ thật mới',
    editTitle: 'Sửa "{{name}}"',
    name: 'Tên',
    baseUrl: 'Địa chỉ gốc (giá, tài khoản, lệnh: {base_url})',
    authUrl: 'Địa chỉ xác thực (token, OTP: {auth_url})',
    apiUrl: 'Địa chỉ API (nhóm E: {api_url})',
    identityUrl: 'Địa chỉ định danh ({identity_url})',
    sameForAll: 'Dùng địa chỉ gốc cho cả bốn',
    tier: 'Hạng khóa',
    tiers: { free: 'Miễn phí', pro: 'Chuyên nghiệp', enterprise: 'Doanh nghiệp' },
    accounts: 'Số tài khoản (cho bảng tài khoản và hủy lệnh; đủ cả bốn, hoặc để trống)',
    custodyCode: 'Số lưu ký',
    normal: 'Tiểu khoản thường',
    margin: 'Tiểu khoản ký quỹ',
    derivative: 'Tiểu khoản phái sinh',
    apiKey: 'Khóa API',
    apiSecret: 'Mã bí mật API',
    secretsNote:
      'Chỉ ghi: khóa hay mã bí mật đã lưu không bao giờ hiện lại. Để trống cả hai để giữ; nhập cả hai để thay.',
    placeholderStored: 'đã lưu (nhập để thay)',
    placeholderNotSet: 'chưa có',
    bothOrNeither: 'Hãy nhập cả khóa và mã bí mật, hoặc để trống cả hai.',
    needsKey: 'Hồ sơ mới cần khóa API và mã bí mật.',
    invalid: 'Giá trị này không hợp lệ.',
    insecure: 'Hãy dùng địa chỉ https (chỉ máy này mới được dùng http).',
    urlChangeWarning:
      'Bạn đã đổi địa chỉ của hồ sơ: khóa và mã bí mật đã lưu sẽ bị quên khi lưu (chúng được nhập cho địa chỉ cũ). Hãy nhập lại bên dưới để tiếp tục dùng.',
    save: 'Lưu',
    saving: 'Đang lưu…',
    cancel: 'Hủy',
    saved: 'Đã lưu.',
  },
  command: 'Cài đặt: hồ sơ kết nối (thêm hồ sơ thật, kiểm tra kết nối, chuyển hồ sơ)',
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    profiles: ProfilesStrings
  }
}

export const { use: useProfilesStrings, now: profilesStringsNow } = registerNamespace('profiles', { en, vi })

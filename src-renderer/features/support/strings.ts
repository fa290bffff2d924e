import { registerNamespace } from '../../i18n/strings'

const en = {
  exportCsv: 'Export to CSV',
  nothingToExport: 'This window has no table to export.',
  about: 'About the workstation',
  dataFolder: 'Data folder:',
  openLogs: 'Open the logs folder',
  logsAt: 'The logs are in:',
  reportProblem: 'Report a problem…',
  reportFailed: 'The problem report could not be made:',
  exportWorkspace: 'Export the workspace…',
  importWorkspace: 'Import a workspace…',
  importConfirm:
    'Replace your watchlists, windows, columns, key bindings and saved screens with this file’s?',
  importRefused: 'This file was not imported (nothing was changed):',
  imported: 'Workspace imported.',
}

type SupportStrings = typeof en

const vi: SupportStrings = {
  exportCsv: 'Xuất ra CSV',
  nothingToExport: 'Cửa sổ này không có bảng để xuất.',
  about: 'Giới thiệu phần mềm',
  dataFolder: 'Thư mục dữ liệu:',
  openLogs: 'Mở thư mục nhật ký',
  logsAt: 'Nhật ký nằm ở:',
  reportProblem: 'Báo lỗi…',
  reportFailed: 'Không tạo được báo cáo lỗi:',
  exportWorkspace: 'Xuất không gian làm việc…',
  importWorkspace: 'Nhập không gian làm việc…',
  importConfirm: 'Thay danh mục theo dõi, cửa sổ, cột, phím tắt và bộ lọc đã lưu bằng nội dung của tệp này?',
  importRefused: 'Tệp không được nhập (không có gì thay đổi):',
  imported: 'Đã nhập không gian làm việc.',
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    support: SupportStrings
  }
}

export const { use: useSupportStrings, now: supportStringsNow } = registerNamespace('support', { en, vi })

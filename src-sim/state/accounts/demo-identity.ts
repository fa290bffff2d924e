/**
 * The demo user. Account numbers follow TCBS shapes (custody code 105C + 6 digits, 10-digit stock
 * sub-accounts, derivative sub-account = custody code + "A"); the credentials are fixed so that a
 * person running `npm run sim` can type them.
 */
export const demoIdentity = {
  userId: 'demo',
  custodyCode: '105C888888',
  accounts: {
    normal: '0001888881',
    margin: '0001888882',
    derivative: '105C888888A',
  },
  /** PIN accepted by the derivative cancel (an empty pin is accepted too, as at TCBS). */
  pin: '123456',
  apiKey: 'sim-demo-key-0001',
  apiSecret: 'sim-demo-secret-0001',
  phone: '+84901234567',
  email: 'demo@example.vn',
} as const

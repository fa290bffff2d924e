import { maxOrderQuantity } from '../../../src-shared/market/order-types'
import type { MarketEngine } from '../../state/market/engine'
import { cashNeeded } from '../../state/trading/order-rules'
import { blockedCash, buyingPower, sellable, type TradingAccount } from '../../state/trading/trading-accounts'
import { lastPrice, stockValue } from './trading-views'

/** The demo's bank, in the three flat fields account-summary.md gives it. */
const bank = { core_bank: 'VCB', bankacct_no: '0011004xxxx88', bank_name: 'Vietcombank' }

/** Cost and market value of an account's holdings. */
function costAndValue(market: MarketEngine, account: TradingAccount): { cost: number; value: number } {
  let cost = 0
  let value = 0
  for (const [symbol, p] of account.positions) {
    cost += p.qty * p.avgPrice
    value += p.qty * lastPrice(market, symbol)
  }
  return { cost, value }
}

const rate = (pnl: number, base: number): number => (base > 0 ? Math.round((pnl / base) * 10_000) / 100 : 0)

/**
 * `assets.md`: the user's assets over its sub-accounts. The demo holds stocks and cash only, owes
 * nothing and has no funds, bonds or savings: those figures are 0 (the page's level 0/1 users see 0).
 */
export function assetsSummary(market: MarketEngine, accounts: readonly TradingAccount[]) {
  const cash = accounts.reduce((s, a) => s + a.cash, 0)
  const stocks = accounts.reduce((s, a) => s + stockValue(market, a), 0)
  const held = accounts.map((a) => costAndValue(market, a))
  const cost = held.reduce((s, h) => s + h.cost, 0)
  const pnl = held.reduce((s, h) => s + h.value - h.cost, 0)
  return {
    net_asset_value: cash + stocks,
    products: {
      total: stocks,
      stock: stocks,
      fund: 0,
      saving: null,
      bond: 0,
      hay0: 0,
      hay0_interest: 0,
      hay0_depositing: 0,
      hay0_withdrawing: 0,
    },
    money: {
      total: cash,
      ci_balance: cash,
      ca_receiving: 0,
      emk_amt: 0,
      receiving_amt: 0,
      baldefovd: accounts.reduce((s, a) => s + buyingPower(a), 0),
    },
    debt: { total: 0, secure_amount: 0, advance_amt: 0, sms_fee_amt: 0, cidepo_fee_acr: 0, owe_deposit: 0 },
    pnl: { stock: { pnl, pnl_rate: rate(pnl, cost) }, fund: { pnl: 0, pnl_rate: 0 } },
  }
}

/**
 * `account-summary.md`'s 39 fields. A cash account: no margin line, no debt, no term deposits.
 * `secure_amt` is the cash blocked by working buy orders and `baldefovd` (a string, as the page types
 * it) what is left to buy with: the figures the portfolio panel shows as cash and buying power.
 */
export function accountSummary(market: MarketEngine, account: TradingAccount) {
  const stocks = stockValue(market, account)
  return {
    balance: account.cash,
    ci_balance: account.cash,
    td_balance: 0,
    interest_balance: 0,
    ca_receiving: 0,
    receiving_t1: 0,
    receiving_t2: 0,
    receiving_t3: 0,
    securities_amt: stocks,
    total_debt_amt: 0,
    secure_amt: blockedCash(account),
    trf_buy_amt: 0,
    margin_amt: 0,
    t0_debt_amt: 0,
    advanced_amt: 0,
    df_debt_amt: 0,
    td_debt_amt: 0,
    cidepo_fee_acr: 0,
    net_asset_value: account.cash + stocks,
    mrcr_limit: 0,
    debt_amt: 0,
    advance_max_amt_fee: 0,
    receiving_amt: 0,
    margin_rate: 0,
    sms_fee_amt: 0,
    ibroker_fee_amt: 0,
    hold_balance: 0,
    mri_rate: 0,
    mrm_rate: 0,
    cidepo_fee: 0,
    td_int_amt: 0,
    add_vnd: 0,
    add_vnd_1: 0,
    ...bank,
    emk_amt: 0,
    baldefovd: String(buyingPower(account)),
    mrcr_limit_max: 0,
  }
}

/**
 * `available-trade.md`: `pp0` the buying power (VND), `trade` the sellable shares, `ppse` the shares
 * the buying power pays for at `quote` (whole lots, fee included) and `maxqtty` that capped by the
 * exchange's largest order. Every field whatever the side, as the page lists them.
 */
export function availableTrade(account: TradingAccount, symbol: string, quote: number) {
  const power = buyingPower(account)
  const affordable = Math.floor(power / cashNeeded(100, quote)) * 100
  return {
    pp0: power,
    ppse: affordable,
    maxqtty: Math.min(affordable, maxOrderQuantity),
    trade: sellable(account, symbol),
    balance: account.cash,
    cash_pending_send: 0,
    mortgage: 0,
    marginrate: 0,
    mrratioloan: null,
  }
}

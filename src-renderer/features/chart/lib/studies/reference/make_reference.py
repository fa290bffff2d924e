"""
The studies' reference values, computed here from their textbook definitions, independently of the
TypeScript code (no shared code, no incremental tricks: every value is taken afresh from its window).
Run `python3 make_reference.py > studies-reference.csv` to regenerate; the CSV is committed and the
unit tests read it.

Definitions (StockCharts ChartSchool's, which the chart follows):
- SMA(n): mean of the last n closes.
- EMA(n): first value the SMA(n) of the first n closes; then EMA = prev + 2/(n+1) * (close - prev).
- Bollinger(n, k): SMA(n) +/- k * population standard deviation of the last n closes.
- VWAP: per exchange day (UTC+7), sum(typical * volume) / sum(volume), typical = (high+low+close)/3.
- Volume average(n): mean of the last n volumes.
- RSI(n): Wilder's: changes of the close; first average gain/loss the mean of the first n gains/losses;
  then avg = (prev * (n-1) + current) / n; RSI = 100 - 100 / (1 + avgGain / avgLoss).
- MACD(12, 26, 9): EMA12 - EMA26 of the close; signal EMA9 of MACD, started at MACD's first value;
  histogram MACD - signal.
- Stochastic(14, 3, 3): %K raw = 100 * (close - lowest low 14) / (highest high 14 - lowest low 14);
  %K = SMA3 of raw %K; %D = SMA3 of %K.
"""
import math
import statistics

# 60 fifteen-minute bars over two exchange days (30 each), prices near 25 with a trend and swings,
# rounded to cents like a real table.
DAY1 = 1_763_604_000  # 2025-11-20 02:00 UTC = 09:00 in Vietnam
DAY2 = DAY1 + 86_400
bars = []
for i in range(60):
    t = (DAY1 if i < 30 else DAY2) + (i % 30) * 900
    close = round(25 + 0.04 * i + 1.3 * math.sin(i / 4.0) + 0.4 * math.sin(i * 1.7), 2)
    high = round(close + 0.15 + 0.1 * abs(math.sin(i * 0.9)), 2)
    low = round(close - 0.12 - 0.1 * abs(math.cos(i * 1.3)), 2)
    volume = 1000 + (i * 7919) % 4000
    bars.append((t, high, low, close, volume))

closes = [b[3] for b in bars]
highs = [b[1] for b in bars]
lows = [b[2] for b in bars]
vols = [b[4] for b in bars]
N = len(bars)


def sma(values, n, i):
    if i < n - 1 or any(v is None for v in values[i - n + 1 : i + 1]):
        return None
    return sum(values[i - n + 1 : i + 1]) / n


def ema_series(values, n):
    out = [None] * len(values)
    first = next((j for j, v in enumerate(values) if v is not None), None)
    if first is None:
        return out
    start = first + n - 1
    if start >= len(values):
        return out
    out[start] = sum(values[first : start + 1]) / n
    for j in range(start + 1, len(values)):
        out[j] = out[j - 1] + 2 / (n + 1) * (values[j] - out[j - 1])
    return out


def rsi_series(values, n):
    out = [None] * len(values)
    changes = [values[j] - values[j - 1] for j in range(1, len(values))]
    gains = [max(c, 0) for c in changes]
    losses = [max(-c, 0) for c in changes]
    if len(changes) < n:
        return out
    g = sum(gains[:n]) / n
    l = sum(losses[:n]) / n
    for j in range(n - 1, len(changes)):
        if j > n - 1:
            g = (g * (n - 1) + gains[j]) / n
            l = (l * (n - 1) + losses[j]) / n
        out[j + 1] = 100.0 if l == 0 else 100 - 100 / (1 + g / l)
    return out


ema12 = ema_series(closes, 12)
ema26 = ema_series(closes, 26)
macd = [None if a is None or b is None else a - b for a, b in zip(ema12, ema26)]
signal = ema_series(macd, 9)
rsi = rsi_series(closes, 14)
ema10 = ema_series(closes, 10)
raw_k = [
    None
    if i < 13
    else 100 * (closes[i] - min(lows[i - 13 : i + 1])) / (max(highs[i - 13 : i + 1]) - min(lows[i - 13 : i + 1]))
    for i in range(N)
]
slow_k = [sma(raw_k, 3, i) for i in range(N)]
slow_d = [sma(slow_k, 3, i) for i in range(N)]


def vwap(i):
    day = (bars[i][0] + 7 * 3600) // 86400
    rows = [b for b in bars[: i + 1] if (b[0] + 7 * 3600) // 86400 == day]
    return sum((b[1] + b[2] + b[3]) / 3 * b[4] for b in rows) / sum(b[4] for b in rows)


def fmt(v):
    return "" if v is None else f"{v:.10f}"


columns = "time,high,low,close,volume,sma20,ema10,bb_mid,bb_up,bb_low,vwap,vol_avg20,rsi14,macd,macd_signal,macd_hist,stoch_k,stoch_d"
print(columns)
for i, (t, h, lo, c, v) in enumerate(bars):
    mid = sma(closes, 20, i)
    dev = None if mid is None else statistics.pstdev(closes[i - 19 : i + 1])
    hist = None if macd[i] is None or signal[i] is None else macd[i] - signal[i]
    row = [
        str(t), f"{h:.2f}", f"{lo:.2f}", f"{c:.2f}", str(v),
        fmt(mid), fmt(ema10[i]),
        fmt(mid), fmt(None if mid is None else mid + 2 * dev), fmt(None if mid is None else mid - 2 * dev),
        fmt(vwap(i)), fmt(sma(vols, 20, i)), fmt(rsi[i]),
        fmt(macd[i]), fmt(signal[i]), fmt(hist), fmt(slow_k[i]), fmt(slow_d[i]),
    ]
    print(",".join(row))

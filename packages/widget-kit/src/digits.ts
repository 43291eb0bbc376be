// U+06F0, EXTENDED ARABIC-INDIC DIGIT ZERO: Persian writes ۰ to ۹, not the Arabic ٠ to ٩.
const persianZero = 0x6f0

/**
 * `text` with its digits written in Persian, for a Persian page to show: what
 * is sent keeps the server's digits.
 */
export function persianDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(persianZero + Number(digit)))
}

/** The number `text` writes, in Latin or Persian digits, as `Number` reads it. */
export function readNumber(text: string): number {
  return Number(text.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - persianZero)))
}

/** A time an attribute writes, in milliseconds (0 or more, Latin or Persian digits); undefined when it writes none. */
export function readMilliseconds(text: string): number | undefined {
  const value = text.trim() === '' ? Number.NaN : readNumber(text.trim())
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

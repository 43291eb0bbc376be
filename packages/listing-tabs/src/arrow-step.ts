/**
 * The move an arrow key makes along a row of tabs or cards: 1 toward the
 * row's end, -1 toward its start (on the left right to left); 0 for any other key.
 */
export function arrowStep(key: string, rtl: boolean): number {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0
  return rtl ? -step : step
}

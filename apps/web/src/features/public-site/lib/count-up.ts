/** Fast start, gentle landing: the figures settle on their final value instead of stopping abruptly. */
export function easeOutCubic(progress: number) {
  return 1 - (1 - progress) ** 3;
}

/** The figure a counter shows at `progress` (0 to 1) of its animation towards `target`. */
export function countUpValue(target: number, progress: number) {
  const clamped = Math.min(1, Math.max(0, progress));
  return Math.round(target * easeOutCubic(clamped));
}

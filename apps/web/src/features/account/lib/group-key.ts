/**
 * A key as people copy it by hand: blocks of four characters ("JBSW Y3DP EHPK 3PXP"). Apps
 * ignore the spaces, and blocks are easier to read out and to check than one long run.
 */
export function groupKey(key: string, size = 4): string {
  return (key.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');
}

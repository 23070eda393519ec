/** Whole seconds of a cool-down still left, counted from when the last mail was sent; 0 once it is over. */
export function secondsLeft(sentAt: number | null, cooldownSeconds: number, now = Date.now()): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil(cooldownSeconds - (now - sentAt) / 1000));
}

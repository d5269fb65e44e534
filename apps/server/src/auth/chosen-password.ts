/**
 * What a password its owner has just chosen sets on their account (a change, a recovery link, an
 * invitation): its hash, and no forced change pending any more.
 */
export const chosenPassword = (passwordHash: string, now: Date) => ({
  password_hash: passwordHash,
  must_change_password: false,
  password_change_reason: null,
  updated_at: now,
});

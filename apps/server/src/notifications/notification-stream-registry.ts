/**
 * The live notification streams open on this process, per account (docs/decisions/0017). An
 * account holds at most `maxPerAccount`; opening one more closes its oldest, so that a person
 * who opens a new tab always gets live notifications there, and a script that opens streams
 * in a loop holds no more connections, listeners and heartbeat timers than a person does.
 */
export interface NotificationStreamRegistry {
  /**
   * Counts a newly opened stream of the account and closes (calls `close` of) its oldest
   * streams past the cap. Answers the function to call once this stream has ended.
   */
  open(profileId: string, close: () => void): () => void;
}

export function createNotificationStreamRegistry(maxPerAccount: number): NotificationStreamRegistry {
  // A Set keeps insertion order: its first entry is the account's oldest stream.
  const streams = new Map<string, Set<{ close: () => void }>>();

  const release = (profileId: string, entry: { close: () => void }) => {
    const open = streams.get(profileId);
    open?.delete(entry);
    if (open?.size === 0) streams.delete(profileId);
  };

  return {
    open(profileId, close) {
      let open = streams.get(profileId);
      if (!open) streams.set(profileId, (open = new Set()));
      const entry = { close };
      open.add(entry);
      for (const oldest of open) {
        if (open.size <= maxPerAccount) break;
        release(profileId, oldest);
        oldest.close();
      }
      return () => release(profileId, entry);
    },
  };
}

/** Query keys carry the user: after a change of account in the same tab nobody sees the previous list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', userId] as const,
};

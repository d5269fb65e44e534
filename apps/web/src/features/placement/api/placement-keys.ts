export const placementKeys = {
  all: ['placement'] as const,
  /** someone's place, as an admin reads it */
  of: (profileId: string) => ['placement', 'person', profileId] as const,
  /** the signed-in person's own */
  own: ['placement', 'own'] as const,
};

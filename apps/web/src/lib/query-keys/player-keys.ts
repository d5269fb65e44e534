export const playerKeys = {
  /** every course's player: a purchase approved or refunded opens or closes one, the id unsaid */
  all: ['learning', 'player'] as const,
  course: (id: string) => ['learning', 'player', id] as const,
};

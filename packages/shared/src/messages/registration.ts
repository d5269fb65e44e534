/** The registration screen's labels, hints and sections (its validation messages live in sign-up.ts). */
export const registration = {} as const;

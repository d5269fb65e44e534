/** A person as the order screens name them: names, then last names. */
export const fullName = (person: { names: string; lastNames: string }) =>
  `${person.names} ${person.lastNames}`.trim();

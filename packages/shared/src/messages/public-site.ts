/** Landing page, public pages and footer. */
export const publicSite = {} as const;

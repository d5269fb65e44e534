/** The notification bell, its panel and toasts. */
export const notifications = {} as const;

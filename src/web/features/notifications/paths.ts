/** The notifications screen: only the bell links to it. */
export const notificationsPath = '/notifications';

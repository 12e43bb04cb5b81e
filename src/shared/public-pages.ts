/**
 * The public pages, each built as an HTML page of its own with its content already in it (the build
 * renders it, the browser then hydrates it): a visitor's first page shows without waiting for
 * JavaScript and never loads the signed-in app. The server answers each path with its file.
 */
export const publicPages = [
  { path: '/', file: 'landing.html' },
  { path: '/demo', file: 'demo.html' },
  { path: '/login', file: 'login.html' },
  { path: '/reset-password', file: 'reset-password.html' },
] as const;

export type PublicPage = (typeof publicPages)[number];

/** The service worker's cache of API answers a member needs offline (sw.ts); emptied when a session ends. */
export const API_ANSWERS_CACHE = 'hearth-api';

/** What the page posts to the service worker when a session ends (forget-session.ts). */
export const SESSION_ENDED = 'hearth:session-ended';

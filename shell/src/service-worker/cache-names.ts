/** The service worker's cache of API answers a member needs offline (sw.ts); emptied when a session ends. */
export const API_ANSWERS_CACHE = 'hearth-api';

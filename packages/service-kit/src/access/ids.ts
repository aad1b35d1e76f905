const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every id is a UUID. Anything else in a path or a reference names nothing: the caller answers it
 * like an id that does not exist (404), without asking the database.
 */
export const isId = (value: string): boolean => uuid.test(value);

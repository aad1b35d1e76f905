const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else in a path names nothing (404), rather than reaching the database. */
export const isUuid = (value: string) => uuid.test(value);

import { createApi } from '@reduxjs/toolkit/query/react';
import { hearthBaseQuery } from './base-query';

/**
 * Cache rules of docs/product/README.md "Caching" for every domain's api slice: unused data kept 60 s, no refetch
 * on window focus or reconnect. Spread into `createApi({ ...domainApiDefaults, reducerPath, ... })`.
 */
export const domainApiDefaults = {
  baseQuery: hearthBaseQuery,
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
} as const;

export { createApi };

import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { AnswerOf } from '@hearth/contracts/operations';
import type { PlanningOperations } from '@hearth/contracts/planning/operations';
import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import type { HostState } from '@hearth/host';
import { hearthBaseQuery } from '@hearth/host/api';

export type ImportJob = AnswerOf<RecipesOperations['getImport']>;
export type PlanningArchive = AnswerOf<PlanningOperations['exportPlanning']>;
export type PlanningRestore = AnswerOf<PlanningOperations['restorePlanning']>;

/** The recipes part of a household export: the ZIP's bytes and the name the server gave it. */
export interface RecipesExport {
  bytes: Uint8Array;
  fileName: string | null;
}

/** Archives go up to 200 MB either way, and the planning restore alone may wait 15 s for recipes. */
const ARCHIVE_TIMEOUT_MS = 10 * 60_000;

type Call<T> = ThunkAction<Promise<T>, HostState, unknown, UnknownAction>;

/**
 * One request through the api slices' base query: the bearer token, the `/api` base, a 401 that
 * ends the session, and failures rejected as `ApiError` for `errorMessage()`. Not RTK Query
 * endpoints: archives are bytes and files, which have no place in the store's cache.
 */
function call<T>(args: FetchArgs, signal?: AbortSignal): Call<{ data: T; meta?: FetchBaseQueryMeta }> {
  return async (dispatch, getState) => {
    const controller = new AbortController();
    const api = { signal: signal ?? controller.signal, abort: () => controller.abort(), dispatch, getState, extra: undefined, endpoint: 'householdBackup', type: 'mutation' as const };
    const result = await hearthBaseQuery({ timeout: ARCHIVE_TIMEOUT_MS, ...args }, api, {});
    if (result.error) throw result.error;
    return { data: result.data as T, meta: result.meta as FetchBaseQueryMeta | undefined };
  };
}

/** A failure's body as JSON (`{message}`), or nothing when it is not JSON. */
async function jsonOrNothing(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/** `attachment; filename="hearth-….zip"` → the file name. */
export function attachmentName(contentDisposition: string | null | undefined): string | null {
  const match = /filename="([^"]+)"|filename=([^;\s]+)/i.exec(contentDisposition ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/** GET /recipes/export: the recipes part of the household export, a ZIP. */
export const exportRecipes = (): Call<RecipesExport> => async (dispatch) => {
  const { data, meta } = await dispatch(
    call<Uint8Array>({
      url: '/recipes/export',
      responseHandler: async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : jsonOrNothing(response)),
    }),
  );
  return { bytes: data, fileName: attachmentName(meta?.response?.headers.get('Content-Disposition')) };
};

/** GET /meal-plans/export: `planning.json` of the household export. */
export const exportPlanning = (): Call<PlanningArchive> => async (dispatch) => (await dispatch(call<PlanningArchive>({ url: '/meal-plans/export' }))).data;

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST /recipes/imports: starts restoring the archive's recipes (202, the import job). */
export const startImport =
  (file: File, signal?: AbortSignal): Call<ImportJob> =>
  async (dispatch) =>
    (await dispatch(call<ImportJob>({ url: '/recipes/imports', method: 'POST', body: fileForm(file) }, signal))).data;

/** GET /recipes/imports/{id}: how the import is going. */
export const getImport =
  (id: string, signal?: AbortSignal): Call<ImportJob> =>
  async (dispatch) =>
    (await dispatch(call<ImportJob>({ url: `/recipes/imports/${encodeURIComponent(id)}` }, signal))).data;

/** POST /meal-plans/restore: the archive's plans and lists, into a household that has none (201). */
export const restorePlanning =
  (file: File, signal?: AbortSignal): Call<PlanningRestore> =>
  async (dispatch) =>
    (await dispatch(call<PlanningRestore>({ url: '/meal-plans/restore', method: 'POST', body: fileForm(file) }, signal))).data;

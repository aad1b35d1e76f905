import type { AnswerOf } from '@hearth/contracts/operations';
import type { RecipesOperations as Ops } from '@hearth/contracts/recipes/operations';
import type { ApiError } from '@hearth/host';
import { API_BASE } from '@hearth/host/api';

type UploadedImage = AnswerOf<Ops['uploadImage']>;

export interface UploadOptions {
  token: string | null;
  /** 0 to 100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /recipes/upload (docs/product/recipes.md "Calls"): the image as multipart form data, with
 * the session's bearer token. XMLHttpRequest rather than fetch, for upload progress. Rejects with
 * an `ApiError` like the api slice's, so `errorMessage()` reads it the same way.
 */
export function uploadImage(file: File, { token, onProgress, signal }: UploadOptions): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/recipes/upload`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && body) {
        onProgress?.(100);
        resolve(body as UploadedImage);
      } else {
        reject({ status: request.status || 'FETCH_ERROR', data: body as ApiError['data'] } satisfies ApiError);
      }
    };
    request.onerror = () => reject({ status: 'FETCH_ERROR' } satisfies ApiError);
    request.ontimeout = () => reject({ status: 'TIMEOUT_ERROR' } satisfies ApiError);
    request.timeout = 120_000;
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}

import {
  ApiError,
  CONNECTION_ERROR_TEXT,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  fileNameFromDisposition,
  type RouteTable,
  routes,
  SERVER_ERROR_TEXT,
} from '@socios/api';
import type { Action, ApiInput, Controller } from '../query/callApi';
import { saveFile } from '../saveFile';

/** Bytes held as JS chunks before they are folded into a Blob (the browser keeps Blobs out of the page's heap). */
const FOLD_BYTES = 4 * 1024 * 1024;

/** What a streamed download tells as it goes: lines received of how many (null when the format cannot tell) and bytes. */
export interface StreamProgress {
  done: number | null;
  bytes: number;
}

/**
 * Downloads a file a call streams (a whole net price list…) and offers it for saving: the body is read chunk by chunk
 * (the page's memory stays flat: chunks are folded into a Blob every few MB), and progress is reported as lines
 * received out of the X-Total-Lineas the server sends ahead (CSV: one per line end), or as bytes for other formats.
 */
export async function streamDownload<C extends Controller, A extends Action<C>>(
  controller: C,
  action: A,
  body: ApiInput<C, A>,
  onProgress: (progress: StreamProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  const route = (routes as RouteTable)[controller]?.[action];
  if (!route) throw new Error(`Unknown call ${controller}/${action}`);
  let res: Response;
  try {
    res = await fetch(`/api${route.path}`, {
      method: route.method,
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, CONNECTION_ERROR_TEXT);
  }
  if (!res.ok || !res.body) {
    if (res.status === 500) throw new ApiError(500, SERVER_ERROR_TEXT);
    const text = await res.text().catch(() => '');
    let message = text;
    try {
      message = (JSON.parse(text) as { mensajeError?: string; message?: string }).mensajeError ?? message;
    } catch {
      // a plain text answer
    }
    throw new ApiError(res.status, message || SERVER_ERROR_TEXT);
  }
  const total = Number(res.headers.get('X-Total-Lineas'));
  const countsLines = (res.headers.get('Content-Type') ?? '').startsWith('text/csv') && Number.isFinite(total) && total > 0;
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  const reader = res.body.getReader();
  let folded = new Blob([], { type });
  let pending: BlobPart[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  let lineEnds = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (countsLines) for (let i = 0; i < value.length; i++) if (value[i] === 10) lineEnds++;
    pending.push(value as Uint8Array<ArrayBuffer>);
    pendingBytes += value.byteLength;
    if (pendingBytes >= FOLD_BYTES) {
      folded = new Blob([folded, ...pending], { type });
      pending = [];
      pendingBytes = 0;
    }
    // The first line end is the header's.
    onProgress({ done: countsLines ? Math.min(1, Math.max(0, lineEnds - 1) / total) : null, bytes });
  }
  saveFile(new Blob([folded, ...pending], { type }), fileNameFromDisposition(res.headers.get('Content-Disposition')) || 'tarifas');
}

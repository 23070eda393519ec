import { useState } from 'react';
import { orderDocumentSchema, type OrderDocument } from '@charter/shared';
import { ApiError } from '@/lib/api-client';
import { useRefreshAfterTaskChange } from './mutations';

/**
 * POST /api/orders/{orderId}/tasks/{taskId}/documents through XMLHttpRequest: fetch cannot report how much of a
 * request body has been sent, and a 20 MB scan on a phone needs its progress shown.
 */
function send(orderId: string, taskId: string, file: File, onProgress: (sent: number) => void): Promise<OrderDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/orders/${orderId}/tasks/${taskId}/documents`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onerror = () => reject(new ApiError(0, undefined, undefined));
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = orderDocumentSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, undefined, undefined));
        return;
      }
      const detail = (body as { detail?: unknown } | undefined)?.detail;
      reject(new ApiError(request.status, typeof detail === 'string' ? detail : undefined, undefined));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export type UploadState = { status: 'idle' } | { status: 'sending'; sent: number; total: number; filename: string };

/** Upload with progress; on success the order, the orders list and the tasks screen read again (the task is now submitted). */
export function useUploadDocument() {
  const refresh = useRefreshAfterTaskChange();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  async function upload(orderId: string, taskId: string, file: File): Promise<OrderDocument> {
    setState({ status: 'sending', sent: 0, total: file.size, filename: file.name });
    try {
      return await send(orderId, taskId, file, (sent) => setState({ status: 'sending', sent, total: file.size, filename: file.name }));
    } finally {
      setState({ status: 'idle' });
      await refresh(orderId);
    }
  }

  return { state, upload };
}

import { AppError } from '../../http/app-error';

const UNAVAILABLE = 'The company registry is not reachable right now. Please try again or enter the details manually.';

/**
 * One GET to a registry API. A timeout, a network failure or any answer but 2xx/404 is PROVIDER_UNAVAILABLE (503):
 * the founder can still enter the details by hand. 404 is returned for the caller to read as "no such company".
 */
export async function registryGet(
  fetchImpl: typeof fetch,
  url: string,
  headers: Record<string, string>,
  timeoutMs = 8000,
): Promise<Response> {
  try {
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok && response.status !== 404) throw new Error(`registry answered ${response.status}`);
    return response;
  } catch (cause) {
    throw new AppError('PROVIDER_UNAVAILABLE', UNAVAILABLE, { cause });
  }
}

/** The answer's JSON, or undefined when it is not JSON (the schema check then reports it). */
export async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}

export function unexpectedAnswer(cause?: unknown): AppError {
  return new AppError('PROVIDER_UNAVAILABLE', 'The company registry sent an unexpected answer.', { cause });
}

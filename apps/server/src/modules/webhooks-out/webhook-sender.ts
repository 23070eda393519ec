import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkedLookup, checkUrl, type TargetPolicy } from './webhook-targets';

export interface SendOutcome {
  /** The receiver's status; undefined when it gave none. */
  status: number | undefined;
  /** Why it failed, in a sentence for the delivery log (undefined on a 2xx). */
  error: string | undefined;
}

const TIMEOUT_MS = 10_000;

/**
 * One POST of a signed body to an endpoint, with every address checked as the socket connects (see checkedLookup).
 * Redirects are not followed (a 3xx is a failure: the endpoint should be updated), and the answer's body is not read.
 */
export function sendWebhook(target: string, headers: Record<string, string>, body: string, policy: TargetPolicy): Promise<SendOutcome> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
      checkUrl(url, policy);
    } catch (error) {
      resolve({ status: undefined, error: (error as Error).message });
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Charter-Webhooks/1',
        },
        lookup: checkedLookup(policy),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve({ status, error: status >= 200 && status < 300 ? undefined : `The endpoint answered ${status}` });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', (error) => resolve({ status: undefined, error: error.message }));
    outgoing.end(body);
  });
}

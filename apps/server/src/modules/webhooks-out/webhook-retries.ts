import { GIVE_UP_AFTER_DAYS } from './webhooks-out.service';

/** The longest wait between two attempts: after a few hours of failures, a try every 6 hours. */
const MAX_DELAY_SECONDS = 6 * 60 * 60;

/**
 * pg-boss's retry options for deliveries: exponential back-off from `delaySeconds` (pg-boss waits between d·2ⁿ and
 * d·2ⁿ⁺¹ before retry n), capped at 6 hours, with enough retries that the shortest schedule still spans 3 days. The
 * service stops retrying a delivery once it is 3 days old, whichever comes first.
 */
export function webhookRetryOptions(delaySeconds: number) {
  const span = GIVE_UP_AFTER_DAYS * 24 * 60 * 60;
  let retryLimit = 0;
  for (let waited = 0; waited < span; retryLimit += 1) waited += Math.min(MAX_DELAY_SECONDS, delaySeconds * 2 ** retryLimit);
  return { retryLimit, retryDelay: delaySeconds, retryBackoff: true, retryDelayMax: MAX_DELAY_SECONDS };
}

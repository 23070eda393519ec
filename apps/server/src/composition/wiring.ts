import type { FastifyBaseLogger } from 'fastify';
import type { ComplianceRule } from '@charter/compliance';
import type { PaymentProviderName } from '@charter/shared';
import type { GoogleOAuth } from '../adapters/google/google-oauth';
import type { MailTransport } from '../adapters/mail/mail-transport';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import type { RegistryProvider } from '../adapters/registry/registry-provider';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { ChatBudget } from '../modules/chat/chat-limits';

/** What a caller (main, the worker, tests) may put in place of the configured adapters. */
export interface AppDependencies {
  database: Database;
  /** Replaces the Google adapter (tests stub the token exchange here). */
  google?: GoogleOAuth;
  mail?: MailTransport;
  clock?: Clock;
  /** Replaces India's registry provider. */
  registry?: RegistryProvider;
  /** Replaces the UK's (Companies House) provider. */
  registryUk?: RegistryProvider;
  /** Replaces a payment provider (tests point Stripe at a local fake). */
  paymentProviders?: Partial<Record<PaymentProviderName, PaymentProvider>>;
  /** Replaces the built-in statutory catalogue (tests of re-planning when the rules change). */
  complianceRules?: readonly ComplianceRule[];
  /** How long the service catalogue is kept in memory (tests set 0: every read goes to the database). */
  catalogueMaxAgeMs?: number;
  /** Replaces the configured file storage (DATA_DIR/uploads or S3_BUCKET). */
  storage?: FileStorage;
  /** How long peers' purchases are kept for the recommendations (tests that buy and then ask set 0). */
  recommendationPeersMaxAgeMs?: number;
  /** Replaces the assistants' question budgets (tests exhaust a small one). */
  chatBudget?: ChatBudget;
}

/** What every domain's composition starts from. */
export interface Wiring {
  config: AppConfig;
  deps: AppDependencies;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

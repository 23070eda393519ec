# syntax=docker/dockerfile:1
# Charter in one image: the API (the default command, which also serves the built web app), the job worker
# (`node apps/server/dist/worker.js`) and the migration step (`node apps/server/dist/migrate.js`).
# compose.yaml runs all three; README.md, "Running in production", says what each needs.

ARG NODE_IMAGE=node:20-bookworm-slim

# ── build: every dependency, then `npm run build` (apps/web/dist, apps/server/dist with its migrations) ──
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The journeys' browser is Debian's Chromium on test machines; nothing is downloaded here.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The manifests alone first, so the dependency layer is reused while only the source changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/compliance/package.json packages/compliance/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── deps: the server's production dependencies only (the build bundles @charter/* into dist) ──
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/compliance/package.json packages/compliance/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @charter/server --no-audit --no-fund && npm cache clean --force

# ── runtime ──
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
# Owned by root and read-only to the app: only DATA_DIR (PGlite, or uploads without S3) is writable.
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
# The server serves the web app from ../../web/dist beside its own dist (WEB_DIST_DIR overrides it).
COPY --from=build /app/apps/web/dist apps/web/dist
# The signed-in pages the server draws (apps/server/src/http/page-snapshot.ts): one bundled module, beside dist.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness: the process answers and reaches its database. Readiness for a load balancer is GET /api/ready.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]

# syntax=docker/dockerfile:1
# The platform's server with the built web app: `docker build -t venture-platform .`
# docs/deployment.md shows it run as a migration job and two replicas (compose.yaml).

# What builds the platform installed (not the test and benchmark tools), everything built.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund --include-workspace-root \
  --workspace @platform/contract --workspace @platform/server --workspace @platform/web
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# Only what the server needs at run time: its and the contract's production dependencies.
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY tools/package.json tools/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @platform/server --workspace @platform/contract

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY package.json ./
COPY packages/contract/package.json packages/contract/
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
# The server reads its migrations as SQL at start (and `migrate` does).
COPY apps/server/src/db/migrations apps/server/src/db/migrations
COPY apps/server/src/db/migrations-concurrent apps/server/src/db/migrations-concurrent
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]

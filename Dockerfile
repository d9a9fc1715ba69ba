# syntax=docker/dockerfile:1
# The platform's server, the built web app and the operator command `platform` (migrate, backup,
# restore, manager-create): `docker build -t venture-platform:1.4.0 .`. With buildah or podman add
# `--format docker`: the OCI format has no HEALTHCHECK, and they drop it without it.
# docs/deployment.md runs it as a migration job, two replicas and operator jobs (compose.yaml);
# `npm run test:image` builds it and runs those commands.

# Node.js 24 (LTS, supported until April 2028) on Debian 12, pinned by version and by the digest of
# the multi-platform index, so every build starts from the same bytes. `npm run test:image` passes
# a locally made base of the same Node.js version here (no registry is reachable there).
ARG NODE_IMAGE=node:24.20.0-bookworm-slim@sha256:ba849c60be29959425b8734d57b8b4b7d56f98edd9504c9af091d5281095a71e

# What builds the platform installed (not the test and benchmark tools), everything built.
FROM ${NODE_IMAGE} AS build
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
RUN npm run build && chmod +x apps/server/dist/cli/platform.js
# The web build's source maps serve error reports, not visitors: they leave the served folder.
RUN mkdir apps/web/sourcemaps && cd apps/web/dist \
  && find . -name '*.map' -exec sh -c 'mkdir -p "../sourcemaps/${1%/*}" && mv "$1" "../sourcemaps/$1"' _ {} \; \
  && test -z "$(find . -name '*.map')"

# Only what the server needs at run time: its and the contract's production dependencies.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY tools/package.json tools/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @platform/server --workspace @platform/contract

FROM ${NODE_IMAGE}
# PostgreSQL's client tools (pg_dump, pg_restore, psql) for `platform backup` and `restore`, of the
# major version of compose's server (pg_dump refuses a newer server), from Debian 12 itself.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/* \
  && pg_dump --version | grep -q ' 15\.'
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY package.json ./
COPY packages/contract/package.json packages/contract/
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
# The server reads its migrations as SQL at start (and `platform migrate` does).
COPY apps/server/src/db/migrations apps/server/src/db/migrations
COPY apps/server/src/db/migrations-concurrent apps/server/src/db/migrations-concurrent
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/sourcemaps apps/web/sourcemaps
# `platform <command>` from any directory; `platform backup` writes into /app/backups by default
# (compose's operator job mounts a host folder there).
RUN ln -s /app/apps/server/dist/cli/platform.js /usr/local/bin/platform \
  && mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]

# syntax=docker/dockerfile:1
# The image of one backend service (any svc-<name> folder).
#
# One parameterised Dockerfile rather than a copy per service: every service has the same shape
# (an npm workspace built with `tsc -b`, started with `node dist/main.js`, listening on PORT), so
# a single file keeps the images from drifting apart. Build it from the repository root:
#
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=svc-auth -t hearth/svc-auth .
#
# Debian (bookworm) rather than alpine: argon2, svc-auth's password hashing, is a native addon
# that `npm ci` compiles from source (package.json "allowScripts"; its prebuilt binary is not
# trusted: it crashed on some machines), so the install stages carry python3, make and g++ and
# the runtime stage does not. No HEALTHCHECK here: compose and Kubernetes probe /readyz and
# /healthz themselves.

ARG NODE_IMAGE=node:20-bookworm-slim

# Only the package manifests of the repository, so the `npm ci` layers below are reused until a
# dependency changes (this stage re-runs on every edit, but its output stays the same).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -type d -empty -delete

# node-gyp's toolchain, for native addons built during `npm ci`.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

# Compiles the service and the workspace packages it references.
FROM toolchain AS build
WORKDIR /app
COPY --from=manifests /src/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
ARG SERVICE
RUN test -f "${SERVICE}/tsconfig.json" \
 || { echo "Set --build-arg SERVICE to a service folder, e.g. svc-auth" >&2; exit 1; }
RUN npx tsc -b "${SERVICE}"
# Only the compiled output goes on: <service>/dist and the dist of each workspace package it
# references (`tsc -b` built those and no others), with the list of those workspaces.
RUN mkdir -p /out/app \
 && for dist in packages/*/dist "${SERVICE}/dist"; do \
      mkdir -p "/out/app/$(dirname "$dist")" && cp -r "$dist" "/out/app/$dist" \
      && dirname "$dist" >> /out/workspaces; \
    done

# Production dependencies only, of the workspaces built above (not single-process's embedded
# PostgreSQL, nor the front ends' libraries), native addons compiled here.
FROM toolchain AS production-dependencies
ENV NODE_ENV=production
WORKDIR /app
COPY --from=manifests /src/ ./
RUN --mount=type=cache,target=/root/.npm \
    --mount=type=bind,from=build,source=/out/workspaces,target=/tmp/workspaces \
    npm ci --omit=dev --no-audit --no-fund $(sed 's/^/--workspace=/' /tmp/workspaces)

# Dependencies and compiled code only; runs as the image's non-root `node` user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-dependencies /app/ ./
COPY --from=build /out/app/ ./
# The one list of domains: a service takes its default port from it (service-kit run-domain-process.ts).
COPY gateway/routes.json gateway/routes.json
# Mail written as .eml files when there is no SMTP_URL (and any other service data) goes here;
# a named volume mounted on it starts out owned by `node`.
RUN mkdir /data && chown node:node /data
ENV DATA_DIR=/data
# The service's own folder, so the command below is the same for every service.
ARG SERVICE
WORKDIR /app/${SERVICE}
# `node` (uid 1000), given by number so Kubernetes can check runAsNonRoot.
USER 1000:1000
CMD ["node", "dist/main.js"]

# syntax=docker/dockerfile:1
# The gateway image: the official nginx image with Hearth's configuration, rendered from
# gateway/routes.json for containers (listens on 8080, proxies to svc-<name>:<port>, pid and temp
# files in /tmp, logs to stdout/stderr), and every front end's build, served from
# /usr/share/nginx/html/<name>/. The front ends ship inside this image: see deploy/README.md.
# Build it from the repository root:
#
#   docker build -f deploy/docker/gateway.Dockerfile -t hearth/gateway .

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

# Only the package manifests, so `npm ci` is reused until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -type d -empty -delete

# Builds everything (TypeScript, then each front end with webpack), renders the nginx config and,
# next to it, the API documentation (openapi.json and /api/docs, from @hearth/single-process), and
# gathers the front ends under the folder names the config serves them from.
FROM ${NODE_IMAGE} AS build
SHELL ["/bin/bash", "-euo", "pipefail", "-c"]
# node-gyp's toolchain: `npm ci` compiles argon2 (see service.Dockerfile).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=manifests /src/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs
# How many gateways usually share the traffic: each takes that share of the rate limits
# (gateway/src/nginx/render.ts); Kubernetes runs at least 2.
ARG GATEWAYS=1
RUN node gateway/dist/nginx/render-cli.js /out/nginx --gateways "${GATEWAYS}" \
 && node single-process/dist/openapi/render-cli.js /out/nginx
RUN mkdir -p /out/html; \
    names=$(node -p "require('./gateway/dist').loadRouteTable().frontends.map((f) => f.name).join(' ')"); \
    for name in $names; do \
      if [ -d "$name/dist" ]; then cp -r "$name/dist" "/out/html/$name"; \
      else echo "warning: $name/dist does not exist; this image will not serve $name" >&2; fi; \
    done

FROM ${NGINX_IMAGE}
# The rendered nginx.conf includes its other files by relative name, so all of them sit side by
# side in /etc/nginx/ (next to the image's mime.types). The image's default site goes.
RUN rm -rf /etc/nginx/conf.d /usr/share/nginx/html/*
COPY --from=build /out/nginx/ /etc/nginx/
COPY --from=build /out/html/ /usr/share/nginx/html/
# The image's `nginx` user (uid 101), by number so Kubernetes can check runAsNonRoot. Possible
# because the config listens on 8080 and keeps its pid and temp files under /tmp.
USER 101:101
EXPOSE 8080

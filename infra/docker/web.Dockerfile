# syntax=docker/dockerfile:1
# Web front door: nginx serves the built React app and proxies /api, /socket.io and the queue
# dashboard to the backends (infra/docker/nginx.conf).
# Build from the repository root: docker build -f infra/docker/web.Dockerfile .

# --- build the frontend (Vite). No install scripts: nothing here needs a native build, and
# --- Playwright (a frontend devDependency) must not try to fetch browsers.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
COPY infra/typecheck/package.json infra/typecheck/
RUN npm ci --ignore-scripts --no-audit --no-fund -w common -w frontend
COPY common/ common/
COPY frontend/ frontend/
# The build manifest is the backend's (its image has it: the pages' preloads); nginx serves only
# the files of the build, so it is left out here, and any source map with it (issue 22).
RUN npm run build -w frontend \
 && rm -rf frontend/dist/.vite \
 && find frontend/dist -name '*.map' -delete

# --- serve
FROM nginx:1.27-alpine
COPY infra/docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1

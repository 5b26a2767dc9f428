# syntax=docker/dockerfile:1
# Backend (Koa API + Socket.IO): the compiled bundle npm start runs (infra/scripts/server-build.ts).
# Build from the repository root: docker build -f infra/docker/backend.Dockerfile .
# The image also carries infra/seed, so the compose `seed` service can load the demo data.

# --- dependencies (native modules come as prebuilt optional packages: no compilers needed)
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Manifests first: this layer (the slow one) is rebuilt only when dependencies change. npm ci
# wants every workspace of the lock file present, even those we do not install.
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
COPY infra/typecheck/package.json infra/typecheck/
RUN npm ci --omit=dev --no-audit --no-fund -w common -w backend \
 && npm cache clean --force

# --- the backend and workers compiled to JavaScript (esbuild, a root devDependency): the same
# --- bundles `npm start` runs. The migrate step and the seed keep tsx (one-shot scripts).
FROM node:20-bookworm-slim AS server
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
COPY infra/typecheck/package.json infra/typecheck/
RUN npm ci --ignore-scripts --no-audit --no-fund --include-workspace-root -w common -w backend
COPY common/ common/
COPY backend/ backend/
COPY workers/ workers/
COPY infra/scripts/ infra/scripts/
RUN node --import tsx infra/scripts/server-build.ts --force

# --- the frontend build: the backend writes each page's HTML (its preloads, a job's Open Graph
# --- tags, 404 for unknown paths, a visitor's first screen) from index.html, the build manifest
# --- and dist-ssr (backend/src/web/).
FROM node:20-bookworm-slim AS frontend
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
RUN npm run build -w frontend

# --- runtime
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=deps --chown=node:node /app ./
COPY --chown=node:node tsconfig.json ./
COPY --chown=node:node common/ common/
COPY --chown=node:node backend/ backend/
COPY --from=server --chown=node:node /app/backend/dist backend/dist/
COPY --from=frontend --chown=node:node /app/frontend/dist frontend/dist/
# The server render of a visitor's first screen (backend/src/web/ssr.ts): one self-contained module.
COPY --from=frontend --chown=node:node /app/frontend/dist-ssr frontend/dist-ssr/
COPY --chown=node:node infra/seed/ infra/seed/
# The one-shot index step (npm run db:migrate) runs from this image too.
COPY --chown=node:node infra/scripts/migrate.ts infra/scripts/ferretdbIndexes.ts infra/scripts/
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form, no shell): the server drains before exiting.
# V8 flags as infra/scripts/backendNode.ts says (and why).
CMD ["node", "--max-semi-space-size=2", "--heap-growing-percent=10", "backend/dist/server.js"]

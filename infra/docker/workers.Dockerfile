# syntax=docker/dockerfile:1
# BullMQ workers (email, notifications...): the compiled bundle npm start runs
# (infra/scripts/server-build.ts; it holds the backend modules the workers import).
# Build from the repository root: docker build -f infra/docker/workers.Dockerfile .

# --- dependencies (native modules come as prebuilt optional packages: no compilers needed)
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
COPY infra/typecheck/package.json infra/typecheck/
RUN npm ci --omit=dev --no-audit --no-fund -w common -w backend -w workers \
 && npm cache clean --force

# --- compiled to JavaScript (esbuild, a root devDependency), as npm start runs them
FROM node:20-bookworm-slim AS server
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
COPY infra/typecheck/package.json infra/typecheck/
RUN npm ci --ignore-scripts --no-audit --no-fund --include-workspace-root -w common -w backend -w workers
COPY common/ common/
COPY backend/ backend/
COPY workers/ workers/
COPY infra/scripts/ infra/scripts/
RUN node --import tsx infra/scripts/server-build.ts --force

# --- runtime
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps --chown=node:node /app ./
COPY --from=server --chown=node:node /app/workers/dist workers/dist/
USER node
# SIGTERM reaches node directly: workers finish their current jobs (worker.close()) and exit.
CMD ["node", "workers/dist/main.js"]

# syntax=docker/dockerfile:1
# BullMQ workers (email, notifications...), run from TypeScript sources with tsx.
# They import the backend's models and config, so the backend sources come along.
# Build from the repository root: docker build -f infra/docker/workers.Dockerfile .

# --- dependencies (native modules come as prebuilt optional packages: no compilers needed)
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --no-audit --no-fund -w common -w backend -w workers \
 && npm cache clean --force

# --- runtime
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps --chown=node:node /app ./
COPY --chown=node:node tsconfig.json ./
COPY --chown=node:node common/ common/
COPY --chown=node:node backend/ backend/
COPY --chown=node:node workers/ workers/
USER node
# SIGTERM reaches node directly: workers finish their current jobs (worker.close()) and exit.
CMD ["node", "--import", "tsx", "workers/src/main.ts"]

# The server image: the built web apps and the server's TypeScript, run by Node 24 directly
# (type stripping, docs/decisions/0019), as an unprivileged user. Configuration comes from the
# environment: .env.example lists every variable.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The workspaces' manifests first, so that the install is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/loan-engine/package.json packages/loan-engine/
COPY packages/chromium/package.json packages/chromium/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/ops-web/package.json apps/ops-web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules node_modules
COPY --from=build --chown=root:root /app/packages packages
COPY --from=build --chown=root:root /app/apps/server apps/server
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
# The renderer of in-app screens that the server loads (docs/decisions/0018).
COPY --from=build --chown=root:root /app/apps/web/dist-server apps/web/dist-server
COPY --from=build --chown=root:root /app/apps/web/package.json apps/web/
COPY --from=build --chown=root:root /app/apps/ops-web/dist apps/ops-web/dist
# The code is root's and read-only to the server; only the data folder is the server's own.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV HOST=0.0.0.0 PORT=8080 DATA_DIR=/app/data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s \
  CMD node -e "fetch('http://127.0.0.1:8080/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/server/src/server.ts"]

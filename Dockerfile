# The Harborline website as a container image (README, "Deploying with containers").
#   docker build -t harborline .          (or: podman build --format docker -t harborline .)
#   docker run -p 3000:3000 -v harborline-data:/data harborline
# NODE_IMAGE: any image with Node.js >= 20.19 in /usr/local/bin, npm, and a user "node" (uid 1000), as the
# official images have. The tests build on a base made on the machine (scripts/container/local-node-base.sh).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
# npm's cache: the cache mount below, or a warm one the builder lends (what the tests do with the machine's):
#   podman build -v "$HOME/.npm:/npm-cache:O" --build-arg npm_config_cache=/npm-cache .
ARG npm_config_cache=/root/.npm
# The lock file first, so that a change to the sources reuses the installed dependencies.
COPY package.json package-lock.json ./
# npm ci; a registry that lacks some optional platform packages makes it fail (see .ci/run), then npm install
# follows the same lock file.
RUN --mount=type=cache,target=/root/.npm npm ci || npm install
COPY . .
# The types are checked where the code is tested (npm test); the image only needs what is served.
RUN npm run build -- --no-type-check && npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
# HOST=0.0.0.0: inside a container the port must be reachable from outside it.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The application belongs to root and is read-only to the server's user; only /data is its to write.
# Entry points: node dist/server/main.js (the server) and node dist/server/admin.js (the admin CLI); npm start and
# npm run admin check the build against sources the image does not carry.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/voice/assistants ./voice/assistants
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
# The embedded database (PGlite) and the booking token key; with DATABASE_URL only the key.
VOLUME ["/data"]
EXPOSE 3000
# The image may have no curl: Node's own fetch. /readyz is 200 once the database answers.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 (exec form, no shell in between) and handles SIGTERM itself: it stops accepting, drains the
# requests in flight and the lead deliveries, closes the database and exits within 10 s (docker stop waits 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]

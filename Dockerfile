# Pura: one Node process serving the shop, /api and the Appwrite-compatible /v1.
# Docker is not available on the machines this project is developed on, so this file has not
# been built here; it only uses what `npm ci` and `npm run build` already do. Check it with
#   docker build -t pura . && docker run -p 3000:3000 -v pura-data:/data pura

FROM node:24-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is reused until package-lock.json changes.
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# No dependency needs an install script (only esbuild has one, a binary self-check): skip them all.
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The server bundle keeps its npm dependencies external and finds the web build at apps/web/dist.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The web app's server-rendering bundle (self-contained), beside its dist as the server expects.
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
# PGlite data (when DATABASE_URL is unset) and uploaded files (when S3 is not configured).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# node:24-slim has no curl; Node's own fetch checks the database-backed health route.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]

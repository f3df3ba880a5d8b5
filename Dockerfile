# WeGrow: the server (API + built site) in one image. Multi-stage: the build stage installs every
# dependency and builds the site and the server's pre-migrated embedded database; the runtime
# stage keeps the production dependencies only and runs as the unprivileged `node` user.
# What `npm start` does, without the install and build at start. See docs/deploy.md.
# The `design` target is the built Storybook (the design system and every screen), served as static
# files by compose.yaml's `design` service at the proxy's /design/.

ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
ENV CI=true
# The pnpm version package.json pins ("packageManager").
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile

# The static Storybook (`pnpm build-storybook`): relative links only, so it works under any path.
FROM deps AS storybook
RUN pnpm build-storybook

FROM caddy:2 AS design
COPY --from=storybook /app/storybook-static /srv
CMD ["caddy", "file-server", "--root", "/srv", "--listen", ":80"]

FROM deps AS build
RUN pnpm --filter @wegrow/site --filter @wegrow/server run build
# Drop the development dependencies; the built site (apps/site/dist) and the template stay.
RUN pnpm install --frozen-lockfile --prod

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# No demo accounts: their passwords are public (README). SEED_DEMO_DATA=true only for a try-out.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO_DATA=false
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# 200 while the database answers, 503 otherwise (never rate-limited).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
WORKDIR /app/apps/server
# node is PID 1 and handles SIGTERM itself (graceful shutdown, at most 10 s).
CMD ["node", "--import", "tsx", "src/main.ts"]

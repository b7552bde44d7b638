# syntax=docker/dockerfile:1
# One image, two commands: the web server (CMD) and the delivery worker (see compose.yaml).
# scripts/test-production.ts runs this file's runtime stage outside a container (its COPY, npm,
# ENV, HEALTHCHECK and CMD lines), so keep those lines in the simple forms it reads.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The fixes to dependencies that npm applies after installing (patch-package, patches/README.md).
COPY patches ./patches
# Exactly the lockfile; of Tailwind's optional platform packages only this platform's is fetched.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
ENV NODE_OPTIONS=--enable-source-maps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
# The npm cache stays in the build's cache mount, out of the image.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/build/cities.json ./build/cities.json
COPY --from=build /app/config ./config
COPY --from=build /app/media ./media
# The image's own files stay root's and read-only to the server; only DATA_DIR is writable.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
# Slim images have no curl: Node's fetch asks the server itself.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.mjs"]

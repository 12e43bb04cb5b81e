# syntax=docker/dockerfile:1
# Uplift's image: one image for the web processes and the job worker (compose.yaml, docs/deploy.md).

# ---- build: the web app (Vite) and the server bundle (esbuild) ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
# `npm install` with the committed lockfile, not `npm ci`: npm ci refuses Tailwind's optional oxide
# builds that are missing from the lockfile (DESIGN.md, known traps). .npmrc keeps onnxruntime-node's
# postinstall from fetching CUDA libraries.
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
# Then only the production dependencies stay. Two sets of binaries go too: onnxruntime-node's for
# macOS and Windows (about 220 MB, ADR 032), and the npm build of ffmpeg (65 MB), the fallback of an
# install without ffmpeg, where this image has Debian's (FFMPEG_PATH).
RUN npx vite build --logLevel warn \
  && node scripts/build-server.mjs \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/onnxruntime-node/bin/napi-v*/darwin node_modules/onnxruntime-node/bin/napi-v*/win32 \
    node_modules/@ffmpeg-installer/linux-* \
  && npm cache clean --force

# ---- runtime ----
FROM node:20-bookworm-slim AS runtime
# chromium: the Technical SEO audit renders key pages; ffmpeg: the Video & Audio Studio renders (Debian's
# build has what the npm fallback lacks, ADR 032); espeak-ng: the offline voice, faster than its npm
# WebAssembly build; tini: PID 1, which reaps Chromium's and ffmpeg's children and hands SIGTERM to Node.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    chromium ffmpeg espeak-ng tini ca-certificates \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    PORT=3000 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium \
    FFMPEG_PATH=/usr/bin/ffmpeg

WORKDIR /app
# The whole tree, sources included: the upload extraction and Piper children run from their TypeScript
# sources through tsx, migrations are read at start, and scripts/start.mjs (what `npm start` runs)
# compares the built files' times with the sources'. One copy keeps the build's times, so the bundle
# stays newer than its sources and a command that goes through start.mjs rebuilds nothing. The files
# belong to root: the app cannot rewrite its own code.
COPY --from=build /app /app

# Files (uploads, studio work folders, an embedded database if DATABASE_URL is unset) live on a volume
# owned by the unprivileged `node` user of the base image.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node

EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--"]
# What `npm start` does once everything is built (scripts/start.mjs): the bundle, with its V8 heap flags
# (ADRs 021 and 046) and source maps, in one process that receives the signals. Migrations run at start.
CMD ["node", "--heap-growing-percent=20", "--no-allocation-site-pretenuring", "--enable-source-maps", "dist/server/main.mjs"]

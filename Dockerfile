# One image for the API (which also serves the web bundles) and the worker; compose picks the command.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit && npx nx run-many -t build --outputStyle=static && npm prune --omit=dev --no-audit

FROM node:24-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
WORKDIR /app
# Debian's ffmpeg renders the video podcasts and reels (the npm package's build is the fallback only).
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The flags of services/api/node-flags.mjs (why they are there).
CMD ["node", "--max-semi-space-size=8", "services/api/dist/main.js"]

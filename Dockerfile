# The API node's image (docs/operations.md "Several API nodes"; compose.yaml runs two of them).
# Build: docker build -t lsi-console .   Run: docker run -p 8080:8080 -e DATABASE_URL=... lsi-console
# Node 20, as the project is tested on; the server runs from its TypeScript sources through tsx.

# Stage 1: every dependency, the browser app built into dist/, then the development ones dropped.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npx vite build && npm prune --omit=dev

# Stage 2: what runs, owned by root and run by the unprivileged `node` user; its data folder (the
# embedded database when DATABASE_URL is unset, uploads when STORAGE=folder) is the volume /data.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/contract ./contract
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/tsconfig.json ./
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# Ready: the database answers, every migration is applied, not shutting down (docs/operations.md §2).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: SIGTERM reaches the server, which drains and stops gracefully (§3).
CMD ["node", "--import", "tsx", "server/main.ts"]

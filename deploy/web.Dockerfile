# The web app as static files behind nginx, which also forwards API and file requests to the gateway.
# Written by `npm run registry:write` from services/*/service.json; edit the declarations, not this file.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/platform/package.json libs/platform/
COPY services/identity/package.json services/identity/
COPY services/catalog/package.json services/catalog/
COPY services/cart/package.json services/cart/
COPY services/trader/package.json services/trader/
COPY services/orders/package.json services/orders/
COPY services/chat/package.json services/chat/
COPY services/admin/package.json services/admin/
COPY services/storefront/package.json services/storefront/
COPY services/search/package.json services/search/
COPY services/content/package.json services/content/
COPY gateway/package.json gateway/
COPY web/package.json web/
# Exactly the lockfile (it lists every platform's binaries: scripts/check-lockfile.mjs).
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY libs/contracts libs/contracts
COPY web web
RUN npm run build -w web

FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 80

# syntax=docker/dockerfile:1
# zamma-bot: build in the Rust image, run from a slim Debian with only the binary.
#   docker build -t zamma-bot .
#   docker run --env-file .env zamma-bot
FROM rust:1-bookworm AS build
WORKDIR /src
COPY . .
# Cache mounts keep the registry and build between image builds (BuildKit).
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked --bin zamma-bot \
    && cp target/release/zamma-bot /usr/local/bin/zamma-bot

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /nonexistent --shell /usr/sbin/nologin zamma
COPY --from=build /usr/local/bin/zamma-bot /usr/local/bin/zamma-bot
USER zamma
ENV RUST_LOG=info
# Migrations are compiled into the binary and run at start-up.
ENTRYPOINT ["zamma-bot"]
CMD ["run"]

#!/usr/bin/env bash
# Installs the pgvector extension into the local PostgreSQL server (Debian), built from Debian's own
# source package: Debian 12 ships no pgvector binary for PostgreSQL 15, but the source package of the
# next release (trixie, pgvector 0.8.x) builds against postgresql-server-dev-15 in about 20 seconds.
# Idempotent: does nothing when the server already has the extension. Needs root (apt-get, make
# install). Settings (environment):
#   PG_MAJOR       the server's major version (default: the newest under /usr/lib/postgresql)
#   PGVECTOR_SUITE the Debian release whose source package is built (default: trixie)
#   DEBIAN_MIRROR  the archive to fetch it from (default: the one this machine's own Debian entry uses)
set -euo pipefail

PG_MAJOR="${PG_MAJOR:-$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)}"
PGVECTOR_SUITE="${PGVECTOR_SUITE:-trixie}"
if [ -z "$PG_MAJOR" ]; then
  echo "install-pgvector: no PostgreSQL server under /usr/lib/postgresql; install postgresql first" >&2
  exit 1
fi
EXTENSION_DIR="/usr/share/postgresql/$PG_MAJOR/extension"
if [ -f "$EXTENSION_DIR/vector.control" ]; then
  echo "install-pgvector: pgvector is already installed for PostgreSQL $PG_MAJOR"
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "install-pgvector: run as root (it installs packages and writes into $EXTENSION_DIR)" >&2
  exit 1
fi

# The machine's own Debian archive: the first URI of a deb822 entry for the main archive, else of a
# one-line entry in sources.list.
if [ -z "${DEBIAN_MIRROR:-}" ]; then
  DEBIAN_MIRROR="$(awk '/^URIs:/ && $2 !~ /security/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)"
fi
if [ -z "${DEBIAN_MIRROR:-}" ]; then
  DEBIAN_MIRROR="$(awk '$1 == "deb" && $2 !~ /security/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)"
fi
if [ -z "${DEBIAN_MIRROR:-}" ]; then
  echo "install-pgvector: no Debian archive found in /etc/apt; set DEBIAN_MIRROR to its URL" >&2
  exit 1
fi

# Source packages only (Types: deb-src): no binary package of the other release can be installed from it.
SOURCES=/etc/apt/sources.list.d/stowage-pgvector-src.sources
if [ ! -f "$SOURCES" ]; then
  cat >"$SOURCES" <<SOURCES_EOF
Types: deb-src
URIs: $DEBIAN_MIRROR
Suites: $PGVECTOR_SUITE
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES_EOF
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends build-essential dpkg-dev "postgresql-server-dev-$PG_MAJOR" >/dev/null

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# apt fetches as the _apt user where it can; a folder it may write to spares a warning.
chown _apt "$WORK" 2>/dev/null || true
cd "$WORK"
# The source is only unpacked, not built as a Debian package: the Debian build targets the release's own PostgreSQL.
apt-get source -qq --only-source pgvector >/dev/null
cd "$(find . -maxdepth 1 -type d -name 'pgvector-*' | head -1)"
make -s PG_CONFIG="/usr/lib/postgresql/$PG_MAJOR/bin/pg_config" OPTFLAGS="" >/dev/null
make -s PG_CONFIG="/usr/lib/postgresql/$PG_MAJOR/bin/pg_config" install >/dev/null
echo "install-pgvector: installed pgvector $(sed -n "s/^default_version = '\(.*\)'/\1/p" "$EXTENSION_DIR/vector.control") for PostgreSQL $PG_MAJOR"

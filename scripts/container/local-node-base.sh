#!/usr/bin/env bash
# Makes a Node.js base image on this machine, for building the Dockerfile where no public registry can be
# reached: a minimal Debian (debootstrap, from Debian's mirror) with this machine's own `node` and `npm` in
# /usr/local, and a user "node" (uid 1000), laid out as the official node images are.
#   scripts/container/local-node-base.sh [image name, default localhost/harborline-node-base:local]
# Needs root, debootstrap and podman. The machine's CA bundle is copied in (NODE_EXTRA_CA_CERTS), so npm
# inside a build trusts what the machine trusts (an egress proxy's CA); the official images need none of this.
set -euo pipefail
image="${1:-localhost/harborline-node-base:local}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_bin="$(readlink -f "$(command -v node)")"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
rootfs="$(mktemp -d /tmp/node-base-rootfs.XXXXXX)"
trap 'rm -rf "$rootfs"' EXIT

debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$mirror" >/dev/null
install -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
chroot "$rootfs" /bin/sh -c 'groupadd -g 1000 node && useradd -u 1000 -g node -s /bin/sh -m node && node --version >/dev/null'
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*

tar -C "$rootfs" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$image" >/dev/null
echo "$image"

#!/usr/bin/env bash
# Makes a Node.js base image on this machine, for building the Dockerfile where no public registry can be
# reached: this machine's own Debian packages (the C library, the shell, coreutils, and what they depend on, as
# dpkg installed them) with this machine's `node` and `npm` in /usr/local, and a user "node" (uid 1000), laid out
# as the official node images are.
#   scripts/container/local-node-base.sh [image name, default localhost/harborline-node-base:local]
# Needs root and podman. It downloads nothing: debootstrap did the same from Debian's mirror in 75 s, this takes a
# few seconds. The machine's CA bundle is copied in (NODE_EXTRA_CA_CERTS), so npm inside a build trusts what the
# machine trusts (an egress proxy's CA); the official images need none of this.
set -euo pipefail
image="${1:-localhost/harborline-node-base:local}"
node_bin="$(readlink -f "$(command -v node)")"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
rootfs="$(mktemp -d /tmp/node-base-rootfs.XXXXXX)"
trap 'rm -rf "$rootfs"' EXIT

# The packages a shell, coreutils and Node's shared libraries need, with everything they depend on (the first
# installed choice of each alternative).
declare -A wanted=()
want() {
  local package="${1%%:*}"
  [ -n "${wanted[$package]:-}" ] && return
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || return 1
  wanted[$package]=1
  local dependencies alternative choice
  local -a alternatives choices
  dependencies="$(dpkg-query -W -f='${Pre-Depends}, ${Depends}' "$package")"
  IFS=',' read -ra alternatives <<<"$dependencies"
  for alternative in "${alternatives[@]}"; do
    IFS='|' read -ra choices <<<"$alternative"
    for choice in "${choices[@]}"; do
      choice="$(sed -E 's/\(.*\)//; s/^ +//; s/ +$//' <<<"$choice")"
      [ -z "$choice" ] && continue 2
      want "$choice" && continue 2
    done
  done
  return 0
}
# dpkg and debianutils only run dash's maintainer scripts, which an image never runs: marked as seen, left out.
wanted[dpkg]=1 wanted[debianutils]=1
for package in base-files dash coreutils libc6 libgcc-s1 libstdc++6; do want "$package"; done
unset 'wanted[dpkg]' 'wanted[debianutils]'

# Debian's merged /usr: /bin, /lib, /lib64 and /sbin are links into /usr, as on the machine.
mkdir -p "$rootfs"/usr/{bin,sbin,lib,lib64} "$rootfs"/{etc,tmp,root,home/node,usr/local/bin,usr/local/lib/node_modules}
for top in bin sbin lib lib64; do ln -s "usr/$top" "$rootfs/$top"; done
chmod 1777 "$rootfs/tmp"
# Files and links only: the folders along their paths are made as they are extracted.
for package in "${!wanted[@]}"; do dpkg-query -L "$package"; done | sort -u | while read -r path; do
  [ -e "$path" ] || [ -L "$path" ] || continue
  [ -d "$path" ] && [ ! -L "$path" ] && continue
  printf '%s\n' "${path#/}"
done | tar -C / --no-recursion -cf - -T - | tar -C "$rootfs" -xf - --keep-directory-symlink
ln -sf dash "$rootfs/usr/bin/sh"

install -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
mkdir -p "$rootfs/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
printf '%s\n' 'root:x:0:0:root:/root:/bin/sh' 'node:x:1000:1000::/home/node:/bin/sh' >"$rootfs/etc/passwd"
printf '%s\n' 'root:x:0:' 'node:x:1000:' >"$rootfs/etc/group"
printf '%s\n' 'passwd: files' 'group: files' 'hosts: files dns' >"$rootfs/etc/nsswitch.conf"
chown 1000:1000 "$rootfs/home/node"
# The image must run what the Dockerfile runs: a shell, coreutils, node and npm, as root and as "node".
chroot "$rootfs" /bin/sh -c 'node --version && npm --version && id -u node && mkdir -p /tmp/probe && chmod 0700 /tmp/probe && rm -r /tmp/probe' >/dev/null

tar -C "$rootfs" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$image" >/dev/null
echo "$image"

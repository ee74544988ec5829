-- Prosody 0.12 (Debian bookworm) for the peers arm, bench/arms/arm-19-peers.mjs. The arm writes
-- this file into a temporary folder with __PORT__, __DATA__ and __DATABASE__ filled in, and
-- starts `prosody --config` pinned to the server core. Only what differs from Prosody's defaults
-- is set, each with why (Debian's sample prosody.cfg.lua is not used).

-- The temporary folder the arm removes afterwards, instead of /var/lib/prosody.
data_path = "__DATA__"
pidfile = "__DATA__/prosody.pid"
-- Default info to the console: Hearth runs at warn in the bench.
log = { warn = "__DATA__/prosody.log" }
-- No certificates: no TLS on loopback (default: the folder beside the config, absent here).
certificates = "__DATA__"
-- Default false: the bench may run as root (a container); Prosody would refuse to start.
run_as_root = true

-- Default: no modules beyond the core ones. SASL login and service discovery, nothing else
-- (no roster, carbons, PEP, vCard, rate limits...): what a member of a family room needs.
modules_enabled = { "saslauth", "disco" }
-- Nothing leaves the machine: no server-to-server listener.
modules_disabled = { "s2s" }

-- Defaults true and false: no TLS on loopback for any of the three servers, so the login is
-- SASL PLAIN over the plain socket.
c2s_require_encryption = false
allow_unencrypted_plain_auth = true
-- Default internal_hashed: the arm seeds the accounts straight into SQLite (as arm 13 seeds
-- Hearth's), with plain passwords as ejabberd's default format stores them. Logins happen
-- before the measurement.
authentication = "internal_plain"

-- Default internal (files): every store, the room archive included, in SQLite. Prosody sets no
-- pragma: synchronous stays at SQLite's default, FULL (an fsync every commit), like Hearth's. The
-- arm puts the file in WAL mode when it seeds it, as Hearth's is (BENCH_PEERS_JOURNAL=delete keeps
-- SQLite's default rollback journal, which syncs more per commit).
storage = "sql"
sql = { driver = "SQLite3", database = "__DATABASE__" }

-- Loopback only, on a free port.
c2s_ports = { __PORT__ }
c2s_interfaces = { "127.0.0.1" }

VirtualHost "localhost"

-- The family rooms. mod_muc_mam archives every room by default (muc_log_by_default = true).
Component "conference.localhost" "muc"
  modules_enabled = { "muc_mam" }
  -- Default false: a family's room stays when its members go, with its archive (mod_muc_mam
  -- deletes a temporary room's archive when the room goes), as a Hearth conversation does.
  muc_room_default_persistent = true

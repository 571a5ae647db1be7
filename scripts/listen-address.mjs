// Where `next start` / `next dev` listen when the launcher starts them.
//
// With TRUSTED_PROXY_HOPS above 0 the app takes the client's address from X-Forwarded-For, which
// only the proxies in front may write: a server that also answers on a public interface lets
// anyone who reaches its port directly write the header and choose their address. So with hops
// set the server listens on loopback (where the proxy on the same machine reaches it), unless
// the command names a host itself (`-H 0.0.0.0`, for a proxy on another machine).

/** The host named by `-H` / `--hostname` in Next.js's arguments, if any. */
function hostFromArgs(args) {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '-H' || arg === '--hostname') return args[i + 1];
    if (arg.startsWith('--hostname=')) return arg.slice('--hostname='.length);
  }
  return undefined;
}

/**
 * Next.js's arguments with the listening host settled, and the line the launcher prints about
 * it (null when nothing is said).
 */
export function listenArguments(args, env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS || 0);
  const named = hostFromArgs(args);
  if (!(hops > 0)) return { args, notice: null };
  if (named) {
    return {
      args,
      notice:
        `TRUSTED_PROXY_HOPS=${hops}: listening on ${named} as asked. Make sure only the ` +
        'proxy can reach this port: anyone else can choose the address the limits see.',
    };
  }
  return {
    args: [...args, '-H', '127.0.0.1'],
    notice:
      `TRUSTED_PROXY_HOPS=${hops}: listening on 127.0.0.1 only, for the proxy on this machine, ` +
      'so no client can reach the port directly and write its own X-Forwarded-For. ' +
      'Pass -H <address> to listen elsewhere.',
  };
}

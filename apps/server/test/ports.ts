import fs from 'node:fs';
import net from 'node:net';

/** The first port the system hands out for outgoing connections (Linux's default when unknown). */
function ephemeralLow(): number {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > 11_000 ? port : 32_768;
  } catch {
    return 32_768;
  }
}

const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A TCP port nothing listens on now, picked at random below the system's ephemeral range. A port
 * the system hands out (listen on 0) lies inside that range, so between the probe closing and the
 * server binding, an outgoing connection or another process asking the same way could take it
 * (CI saw EADDRINUSE so). Below the range no outgoing connection lands, and a random pick among
 * some 20,000 ports makes two suites starting side by side unlikely to meet.
 */
export async function freePort(): Promise<number> {
  const low = 10_000;
  const high = ephemeralLow() - 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('no free port below the ephemeral range');
}

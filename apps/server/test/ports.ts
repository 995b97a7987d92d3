import net from 'node:net';

/**
 * A TCP port nothing listens on now, as the system hands one out. A fixed random pick could land
 * on a port an outgoing connection holds (this machine's ephemeral range covers the high ports),
 * and PostgreSQL would then fail to start.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

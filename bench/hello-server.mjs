// The reference of the server benchmark: a bare Fastify hello world, in a process of its own
// as the real server is. Listens on the port in argv[2] and says "ready" on stdout.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));

// Baseline for bench/api.bench.ts: a bare Fastify route answering a fixed JSON body of a given size.
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/bare', async (_req, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');

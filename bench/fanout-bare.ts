/**
 * The fan-out case's bare twin: a plain socket.io server with no database, no token check and no
 * hooks. Every socket joins the round's room when it connects; `POST /__bare/update` answers at
 * once and then emits `crowdfunding` {id} to the room, one emit per update, as the real
 * dispatcher does after the answer. With REDIS_URL it uses the same Redis adapter as the real
 * server, so two of them share the room across processes. Started by bench/lib/fanout.ts as
 * `node --import tsx bench/fanout-bare.ts` with PORT, HOST, ROUND_ID and optionally REDIS_URL.
 */
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const roundId = process.env.ROUND_ID;
if (!roundId) throw new Error('ROUND_ID is not set');
const room = `round:${roundId}`;

const http = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/__bare/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
    return;
  }
  if (req.method === 'POST' && req.url === '/__bare/update') {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: roundId }));
      // After the answer, as the real server's dispatcher runs after its response.
      setImmediate(() => io.to(room).emit('crowdfunding', { id: roundId }));
    });
    return;
  }
  res.writeHead(404).end();
});

const io = new Server(http, { path: '/socket.io', serveClient: false });
const redis: Redis[] = [];
if (process.env.REDIS_URL) {
  const pub = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  redis.push(pub, sub);
  io.adapter(createAdapter(pub, sub));
}
io.on('connection', (socket) => void socket.join(room));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    io.close(() => {
      void Promise.all(redis.map((r) => r.quit().catch(() => undefined))).finally(() => process.exit(0));
    });
  });
}

http.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
